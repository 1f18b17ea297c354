import BenchModels
import Foundation
#if WITH_SUPPORT
import QueryItemCoderSupport
#endif

/// `QueryItemCoderSupport` against plain Foundation: any-case keys with flexible dates on
/// the large document, and `FlexibleDate.parse` against five `DateFormatter`s in turn.
enum SupportRun {
    struct Report {
        var documentBytes = 0
        var snakeDocumentBytes = 0
        var decoding: [PeerResult] = []
        var dates: [PeerResult] = []
        var notes: [String] = []
    }

    /// The write-up's five formats, one date string each.
    static let dateStrings = [
        "2025-11-22",
        "2025-11-22T10:20:30.123+0900",
        "2025-11-22T10:20:30+0900",
        "2025-11-22T10:20:30.123",
        "2025-11-22T10:20:30",
    ]

    static func run(harness: inout Harness, failures: inout [String]) throws -> Report? {
        #if WITH_SUPPORT
        var report = Report()
        let model = LargeModel.sample
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let document = try encoder.encode(model)
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let snakeDocument = try encoder.encode(model)
        report.documentBytes = document.count
        report.snakeDocumentBytes = snakeDocument.count

        let plain = JSONDecoder()
        plain.dateDecodingStrategy = .iso8601
        let anyCaseFlexible = JSONDecoder()
        anyCaseFlexible.keyDecodingStrategy = .convertFromAnyCase
        anyCaseFlexible.dateDecodingStrategy = .flexible
        let anyCase = JSONDecoder()
        anyCase.keyDecodingStrategy = .convertFromAnyCase
        anyCase.dateDecodingStrategy = .iso8601
        let flexible = JSONDecoder()
        flexible.dateDecodingStrategy = .flexible
        let identity = JSONDecoder()
        identity.keyDecodingStrategy = .custom { $0[$0.count - 1] }
        identity.dateDecodingStrategy = .flexible
        let snake = JSONDecoder()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        snake.dateDecodingStrategy = .iso8601

        let rows: [(String, JSONDecoder, Data)] = [
            ("JSONDecoder, default keys, .iso8601", plain, document),
            (".convertFromAnyCase + .flexible", anyCaseFlexible, document),
            (".convertFromAnyCase + .iso8601", anyCase, document),
            ("default keys + .flexible", flexible, document),
            ("floor: .custom returning each key unchanged + .flexible", identity, document),
            ("snake_case document: .convertFromSnakeCase + .iso8601", snake, snakeDocument),
            ("snake_case document: .convertFromAnyCase + .flexible", anyCaseFlexible, snakeDocument),
        ]
        for (name, decoder, data) in rows {
            do {
                guard try decoder.decode(LargeModel.self, from: data) == model else {
                    throw BaselineError("decoded value differs")
                }
            } catch {
                failures.append("support: \(name) \(ModelRun.short(error))")
            }
        }
        report.decoding = try harness.run(rows.map { name, decoder, data in
            Peer(name) {
                _ = try decoder.decode(LargeModel.self, from: data)
                return 1
            }
        })

        let formatters = fiveFormatters()
        for text in dateStrings {
            let viaFormatters = formatters.lazy.compactMap { $0.date(from: text) }.first
            let viaFlexible = FlexibleDate.parse(text)
            guard let viaFormatters, let viaFlexible,
                  abs(viaFormatters.timeIntervalSince(viaFlexible)) < 0.000_5 else {
                failures.append("support: \(text) parsed as \(String(describing: viaFlexible)) and \(String(describing: viaFormatters))")
                continue
            }
        }
        report.notes.append("the 7,944-byte model with ISO 8601 dates is \(document.count) bytes of JSON, \(snakeDocument.count) with snake_case keys")
        report.dates = try harness.run([
            Peer("five DateFormatters in turn (5 strings)") {
                var found = 0
                for text in dateStrings {
                    for formatter in formatters {
                        if formatter.date(from: text) != nil { found += 1; break }
                    }
                }
                return found
            },
            Peer("FlexibleDate.parse (5 strings)") {
                var found = 0
                for text in dateStrings where FlexibleDate.parse(text) != nil { found += 1 }
                return found
            },
        ])
        return report
        #else
        return nil
        #endif
    }

    /// The write-up's chain: POSIX locale, UTC for strings without an offset.
    static func fiveFormatters() -> [DateFormatter] {
        [
            "yyyy-MM-dd",
            "yyyy-MM-dd'T'HH:mm:ss.SSSx",
            "yyyy-MM-dd'T'HH:mm:ssZ",
            "yyyy-MM-dd'T'HH:mm:ss.SSS",
            "yyyy-MM-dd'T'HH:mm:ss",
        ].map { format in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = format
            return formatter
        }
    }
}
