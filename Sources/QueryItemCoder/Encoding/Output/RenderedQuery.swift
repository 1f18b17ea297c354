#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The pairs of a rendered call, `name=value` joined by `&`, and the finished forms made
/// from them.
struct RenderedQuery {
    let bytes: [UInt8]
    /// Where each pair starts and ends its name: recorded for item output only.
    let spans: [PairSpan]

    func makeString() -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    func makeData() -> Data {
        Data(bytes)
    }

    /// One item per pair, in output order.
    func makeQueryItems() -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        items.reserveCapacity(spans.count)
        for index in spans.indices {
            let span = spans[index]
            let end = index + 1 < spans.count ? spans[index + 1].start - 1 : bytes.count
            if span.separator < 0 {
                items.append(URLQueryItem(name: text(span.start, end), value: nil))
            } else {
                items.append(URLQueryItem(name: text(span.start, span.separator), value: text(span.separator + 1, end)))
            }
        }
        return items
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
