#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One `encode…` call, stage by stage: the containers build the call's tree
/// (`EncodingState`), the renderer writes it as pairs (`QueryRenderer`, escaping with
/// `PercentEncoding`), and the pairs become the output asked for (`RenderedQuery`).
enum EncodingPipeline {
    /// Runs the model's `encode(to:)` into a new state and ends the call, so that every
    /// container kept by the model is refused from then on, also when the model threw;
    /// returns the renderer of the finished tree.
    static func buildTree<T: Encodable>(_ value: T, settings: EncoderSettings, mode: EncodingState.Mode,
                                        escapesBrackets: Bool, encoder: URLQueryItemEncoder) throws -> QueryRenderer {
        let state = EncodingState(settings: settings, mode: mode, escapesBrackets: escapesBrackets)
        do {
            try state.encodeRoot(value)
        } catch {
            state.end()
            throw error
        }
        PlainTypes.publish(from: state, to: encoder)
        return QueryRenderer(tree: state.finish(), of: state)
    }

    /// A percent-encoded query string.
    static func encodeQuery<T: Encodable>(_ value: T, settings: EncoderSettings, spaceAsPlus: Bool,
                                          escapesBrackets: Bool = false, encoder: URLQueryItemEncoder) throws -> String {
        try buildTree(value, settings: settings, mode: .query(spaceAsPlus: spaceAsPlus), escapesBrackets: escapesBrackets, encoder: encoder)
            .render().makeString()
    }

    /// Query items, raw (`.items`) or percent-encoded (`.query`).
    static func encodeItems<T: Encodable>(_ value: T, settings: EncoderSettings, mode: EncodingState.Mode,
                                          escapesBrackets: Bool = false, encoder: URLQueryItemEncoder) throws -> [URLQueryItem] {
        try buildTree(value, settings: settings, mode: mode, escapesBrackets: escapesBrackets, encoder: encoder).render(recordingSpans: true).makeQueryItems()
    }

    /// A form body: the query string with spaces as `+`, as bytes.
    static func encodeFormBody<T: Encodable>(_ value: T, settings: EncoderSettings, encoder: URLQueryItemEncoder) throws -> Data {
        try buildTree(value, settings: settings, mode: .query(spaceAsPlus: true), escapesBrackets: false, encoder: encoder).render().makeData()
    }
}
