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
    /// container kept by the model is refused from then on, also when the model threw.
    static func buildTree<T: Encodable>(_ value: T, settings: EncoderSettings, mode: EncodingState.Mode,
                                        escapesBrackets: Bool) throws -> EncodingState {
        let state = EncodingState(settings: settings, mode: mode, escapesBrackets: escapesBrackets)
        defer { state.end() }
        try state.encodeRoot(value)
        return state
    }

    /// A percent-encoded query string.
    static func encodeQuery<T: Encodable>(_ value: T, settings: EncoderSettings, spaceAsPlus: Bool,
                                          escapesBrackets: Bool = false) throws -> String {
        let state = try buildTree(value, settings: settings, mode: .query(spaceAsPlus: spaceAsPlus), escapesBrackets: escapesBrackets)
        return try QueryRenderer(state: state, recordsSpans: false).render().makeString()
    }

    /// Query items, raw (`.items`) or percent-encoded (`.query`).
    static func encodeItems<T: Encodable>(_ value: T, settings: EncoderSettings, mode: EncodingState.Mode) throws -> [URLQueryItem] {
        let state = try buildTree(value, settings: settings, mode: mode, escapesBrackets: false)
        return try QueryRenderer(state: state, recordsSpans: true).render().makeQueryItems()
    }

    /// A form body: the query string with spaces as `+`, as bytes.
    static func encodeFormBody<T: Encodable>(_ value: T, settings: EncoderSettings) throws -> Data {
        let state = try buildTree(value, settings: settings, mode: .query(spaceAsPlus: true), escapesBrackets: false)
        return try QueryRenderer(state: state, recordsSpans: false).render().makeData()
    }
}
