import BenchModels
import Foundation

/// Hummingbird writes `+` unescaped (`addingPercentEncoding(forURLComponent: .queryItem)`
/// keeps the sub-delimiters but `&` and `=`), while every form decoder reads `+` as a space:
/// this prints what it writes for the Flat model's `a+b&c=d` and how each decoder reads it.
enum PlusCheck {
    /// The pairs and values QueryItemCoder.docc/Performance.md quotes; the run fails if any differs.
    static let documented: [String: String] = [
        "Hummingbird query": "query=a+b%26c%3Dd",
        "Hummingbird email": "email=taro+test@example.com",
        "QueryItemCoder query": "query=a%2Bb%26c%3Dd",
        "QueryItemCoder email": "email=taro%2Btest%40example.com",
        "read back query": "a b&c=d",
        "read back email": "taro test@example.com",
    ]

    private static func expect(_ what: String, _ found: String, failures: inout [String]) {
        if documented[what] != found {
            failures.append("\(what): \(found), the docs say \(documented[what] ?? "nothing")")
        }
    }

    static func run(failures: inout [String]) -> [String] {
        let sample = FlatModel.sample
        let hummingbird = Codecs.hummingbird(FlatModel.self)
        guard let encode = hummingbird.encode, let text = try? encode(sample).text else {
            failures.append("Hummingbird cannot encode the Flat model")
            return []
        }
        func pair(_ name: String, in text: String) -> String {
            text.split(separator: "&").first { $0.hasPrefix(name + "=") }.map(String.init) ?? "(no \(name))"
        }
        let written = pair("query", in: text)
        expect("Hummingbird query", written, failures: &failures)
        expect("Hummingbird email", pair("email", in: text), failures: &failures)
        var lines = ["Hummingbird writes the Flat model's `query` (`a+b&c=d`) as `\(written)` and its `email` (`taro+test@example.com`) as `\(pair("email", in: text))`"]
        if let ours = Codecs.ours(FlatModel.self)?.encode, let ourText = try? ours(sample).text {
            expect("QueryItemCoder query", pair("query", in: ourText), failures: &failures)
            expect("QueryItemCoder email", pair("email", in: ourText), failures: &failures)
            lines.append("QueryItemCoder writes them as `\(pair("query", in: ourText))` and `\(pair("email", in: ourText))`")
        }
        let readers: [(String, ((Encoded) throws -> FlatModel)?)] = [
            ("Hummingbird's URLEncodedFormDecoder", hummingbird.decode),
            ("Vapor's URLEncodedFormDecoder", Codecs.vapor(FlatModel.self).decode),
            ("QueryItemCoder's URLQueryItemDecoder", Codecs.ours(FlatModel.self)?.decode),
        ]
        for (name, reader) in readers {
            guard let reader else { continue }
            do {
                let back = try reader(.text(text))
                expect("read back query", back.query, failures: &failures)
                expect("read back email", back.email, failures: &failures)
                lines.append("\(name) reads Hummingbird's output as query \(String(reflecting: back.query)), email \(String(reflecting: back.email))")
            } catch {
                failures.append("\(name) cannot read Hummingbird's Flat output: \(ModelRun.short(error))")
                lines.append("\(name) cannot read Hummingbird's output: \(ModelRun.short(error))")
            }
        }
        return lines
    }
}
