#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The finished forms of a rendered call.
extension QueryRenderer {
    func makeString() -> String {
        output.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    func makeData() -> Data {
        output.withUnsafeBufferPointer { Data(buffer: $0) }
    }

    /// One item per pair, in output order.
    func makeQueryItems() -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        items.reserveCapacity(spans.count)
        output.withUnsafeBufferPointer { bytes in
            for index in spans.indices {
                let span = spans[index]
                let end = index + 1 < spans.count ? spans[index + 1].start - 1 : bytes.count
                if span.separator < 0 {
                    items.append(URLQueryItem(name: text(bytes, span.start, end), value: nil))
                } else {
                    items.append(URLQueryItem(name: text(bytes, span.start, span.separator),
                                              value: text(bytes, span.separator + 1, end)))
                }
            }
        }
        return items
    }

    private func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

extension EncodingState {
    /// Runs one call: encodes `value` into a new state and ends the call, so that every
    /// container kept by the model is refused from then on, also when the model threw.
    static func run<T: Encodable>(_ value: T, settings: EncoderSettings, mode: Mode, escapesBrackets: Bool,
                                  recordsSpans: Bool = false) throws -> EncodingState {
        let state = EncodingState(settings: settings, mode: mode, escapesBrackets: escapesBrackets)
        state.recordsSpans = recordsSpans
        defer { state.end() }
        try state.encodeRoot(value)
        return state
    }

    /// Writes the tree of an ended call out with the renderer and hands it to `finish`.
    func render<R>(_ finish: (QueryRenderer) -> R) throws -> R {
        let renderer = QueryRenderer(state: self)
        try renderer.render()
        return finish(renderer)
    }

    /// Runs one call for a query string: a flat object is written straight into the
    /// `String` (`flatQueryString`), any other tree with the renderer.
    static func encodeQuery<T: Encodable>(_ value: T, settings: EncoderSettings, spaceAsPlus: Bool,
                                          escapesBrackets: Bool = false) throws -> String {
        let state = try run(value, settings: settings, mode: .query(spaceAsPlus: spaceAsPlus), escapesBrackets: escapesBrackets)
        return try state.flatQueryString(spaceAsPlus: spaceAsPlus) ?? state.render { $0.makeString() }
    }

    /// Runs one call for query items, raw (`.items`) or percent-encoded (`.query`, spans
    /// recorded): those of a flat object are made straight from the text (`flatQueryItems`),
    /// any other tree's through the renderer.
    static func encodeItems<T: Encodable>(_ value: T, settings: EncoderSettings, mode: Mode) throws -> [URLQueryItem] {
        let state = try run(value, settings: settings, mode: mode, escapesBrackets: false, recordsSpans: true)
        return try state.flatQueryItems() ?? state.render { $0.makeQueryItems() }
    }

    /// Runs one call for a form body (spaces as `+`), written by the renderer.
    static func encodeFormBody<T: Encodable>(_ value: T, settings: EncoderSettings) throws -> Data {
        try run(value, settings: settings, mode: .query(spaceAsPlus: true), escapesBrackets: false).render { $0.makeData() }
    }
}
