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
    /// Runs one call: encodes `value` into a new state, ends the call (every container kept
    /// by the model is refused from then on), and writes the tree out.
    static func encode<T: Encodable, R>(_ value: T, settings: EncoderSettings, mode: Mode, escapesBrackets: Bool = false,
                                        recordsSpans: Bool = false, _ finish: (QueryRenderer) -> R) throws -> R {
        let state = EncodingState(settings: settings, mode: mode, escapesBrackets: escapesBrackets)
        state.recordsSpans = recordsSpans
        defer { state.end() }
        try state.encodeRoot(value)
        state.end()
        let renderer = QueryRenderer(state: state)
        try renderer.render()
        return finish(renderer)
    }
}
