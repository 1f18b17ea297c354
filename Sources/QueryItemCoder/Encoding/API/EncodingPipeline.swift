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
    /// returns what `finish` makes of the call's pairs. The renderer is made and used in one
    /// place, never copied (it is some twenty words).
    @inline(__always)
    static func render<T: Encodable, Output>(_ value: T, settings: EncoderSettings, form: OutputForm,
                                             recordingSpans: Bool = false, encoder: URLQueryItemEncoder,
                                             finish: (RenderedQuery) -> Output) throws -> Output {
        let state = EncodingState(settings: settings, form: form, root: T.self)
        do {
            try state.encodeRoot(value)
            try state.checkPaths(value)
        } catch {
            state.end()
            throw error
        }
        encoder.keepNonConforming(from: state)
        let tree = state.finish()
        return try QueryRenderer.render(tree, of: state, recordingSpans: recordingSpans, finish: finish)
    }

    /// A percent-encoded query string: spaces as the settings say; for a URL
    /// (`OutputForm.url`), or with brackets as `.literalBrackets` says.
    static func encodeQuery<T: Encodable>(_ value: T, settings: EncoderSettings, forURL: Bool,
                                          encoder: URLQueryItemEncoder) throws -> String {
        let plus = settings.options.spaceEncodingStrategy == .plus
        let escapes = settings.options.delimiterEncodingStrategy == .percentEncoded
        let form: OutputForm = forURL ? .url(spaceAsPlus: plus, escapesSeparators: escapes)
            : .query(spaceAsPlus: plus, literalBrackets: settings.options.outputFormatting.contains(.literalBrackets), escapesSeparators: escapes)
        return try render(value, settings: settings, form: form, encoder: encoder) {
            $0.makeString()
        }
    }

    /// Query items, their names and values not percent-encoded.
    static func encodeItems<T: Encodable>(_ value: T, settings: EncoderSettings, encoder: URLQueryItemEncoder) throws -> [URLQueryItem] {
        try render(value, settings: settings, form: .items, recordingSpans: true, encoder: encoder) {
            $0.makeQueryItems()
        }
    }

    /// A form body: the query string with spaces as `+`, as bytes.
    static func encodeFormBody<T: Encodable>(_ value: T, settings: EncoderSettings, encoder: URLQueryItemEncoder) throws -> Data {
        let form = OutputForm.query(spaceAsPlus: true, literalBrackets: settings.options.outputFormatting.contains(.literalBrackets),
                                    escapesSeparators: settings.options.delimiterEncodingStrategy == .percentEncoded)
        return try render(value, settings: settings, form: form, encoder: encoder) {
            $0.makeData()
        }
    }
}
