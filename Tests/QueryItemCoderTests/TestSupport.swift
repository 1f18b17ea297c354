import Foundation
import QueryItemCoder
import XCTest

// The helpers the suites of this target share, each written once: reading errors, writing a
// value through every output and reading it back, tables of encoder rows, and the coders the
// suites of one convention make. Models live beside their suites (`…Models.swift`).

// MARK: - Errors

/// The message of a coding error: the `debugDescription` of an `EncodingError` or a
/// `DecodingError`, or the description of any other error.
func errorMessage(_ error: any Error) -> String {
    if case EncodingError.invalidValue(_, let context) = error { return context.debugDescription }
    if let error = error as? DecodingError { return error.kindAndContext.context.debugDescription }
    return "\(error)"
}

/// The message of the error `body` throws (see `errorMessage(_:)`), or `"no error"`.
func errorMessage<T>(of body: () throws -> T) -> String {
    do {
        _ = try body()
        return "no error"
    } catch {
        return errorMessage(error)
    }
}

// MARK: - Decoded values as text

/// A decoded value in Swift's literal notation, a dictionary's keys sorted (so that the
/// string is stable), U+FFFD written as `\u{FFFD}`.
func describeDecoded(_ value: Any) -> String {
    if let dictionary = value as? [String: Any] {
        let members = dictionary.keys.sorted().map { "\(describeDecoded($0)): \(describeDecoded(dictionary[$0]!))" }
        return "[" + (members.isEmpty ? ":" : members.joined(separator: ", ")) + "]"
    }
    if let array = value as? [Any] { return "[" + array.map(describeDecoded).joined(separator: ", ") + "]" }
    if let string = value as? String {
        return String(reflecting: string).replacingOccurrences(of: "\u{FFFD}", with: "\\u{FFFD}")
    }
    return String(describing: value)
}

/// `type` read from `query` by a decoder `configure` sets up, as `describeDecoded` writes it,
/// or the error's message (`errorMessage`) after `errorPrefix`.
func readDescribed<T: Decodable>(_ type: T.Type, _ query: String, errorPrefix: String = "",
                                 _ configure: (URLQueryItemDecoder) -> Void = { _ in }) -> String {
    let decoder = URLQueryItemDecoder()
    configure(decoder)
    do {
        return describeDecoded(try decoder.decode(type, from: query))
    } catch {
        return errorPrefix + errorMessage(error)
    }
}

/// `text` as a cell of a Markdown table: its pipes escaped.
func markdownCell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

/// Asserts the rows of the decoder's default `Limits` in an article's table (Decoding and
/// Reliability both show them), each number with its digits grouped by three (`10,000`).
func assertDefaultLimitRows(_ doc: DocFile, file: StaticString = #filePath, line: UInt = #line) {
    func grouped(_ number: Int) -> String {
        var digits = String(number), groups: [String] = []
        while digits.count > 3 { groups.insert(String(digits.suffix(3)), at: 0); digits.removeLast(3) }
        return ([digits] + groups).joined(separator: ",")
    }
    let limits = URLQueryItemDecoder.Limits()
    XCTAssertEqual(limits.maximumInputLength, 8 << 20, file: file, line: line)
    doc.assertRow(startingWith: ["`maximumInputLength`", "8 MiB (\(grouped(limits.maximumInputLength)))"], file: file, line: line)
    doc.assertRow(startingWith: ["`maximumPairCount`", grouped(limits.maximumPairCount)], file: file, line: line)
    doc.assertRow(startingWith: ["`maximumDepth`", grouped(limits.maximumDepth)], file: file, line: line)
    doc.assertRow(startingWith: ["`maximumArrayIndex`", grouped(limits.maximumArrayIndex)], file: file, line: line)
}

// MARK: - Decoding errors

extension DecodingError {
    /// The case's name (`"keyNotFound"`, `"typeMismatch"`, `"valueNotFound"`,
    /// `"dataCorrupted"`) and its context.
    var kindAndContext: (kind: String, context: Context) {
        switch self {
        case .keyNotFound(_, let context): ("keyNotFound", context)
        case .typeMismatch(_, let context): ("typeMismatch", context)
        case .valueNotFound(_, let context): ("valueNotFound", context)
        case .dataCorrupted(let context): ("dataCorrupted", context)
        @unknown default: ("unknown", Context(codingPath: [], debugDescription: "\(self)"))
        }
    }
}

/// Asserts that `error` is a `DecodingError` of the case `kind`, at `path`, with exactly
/// `message`. With `missingKeyInPath`, a `keyNotFound` error's path ends in the missing key.
func assertError(_ error: any Error, _ kind: String, _ path: [String], _ message: String, _ label: String,
                 missingKeyInPath: Bool = false, file: StaticString = #filePath, line: UInt) {
    guard let error = error as? DecodingError else {
        return XCTFail("\(label): not a DecodingError: \(error)", file: file, line: line)
    }
    let (actualKind, context) = error.kindAndContext
    var actualPath = context.codingPath.map(\.stringValue)
    if missingKeyInPath, case .keyNotFound(let key, _) = error { actualPath.append(key.stringValue) }
    XCTAssertEqual(actualKind, kind, label, file: file, line: line)
    XCTAssertEqual(actualPath, path, label, file: file, line: line)
    XCTAssertEqual(context.debugDescription, message, label, file: file, line: line)
}


// MARK: - Round trips

/// Where an encoder writes a value and a decoder reads it from.
enum CodingOutput: String, CaseIterable {
    case query
    case items
    case formBody = "form body"
    /// A URL with the query appended (`encode(_:appendingTo:)`, `decode(_:from: URL)`).
    case url = "URL"
    /// `URLComponents` filled in place (`encode(_:into:)`, `decode(_:from: URLComponents)`).
    case components

    /// The three outputs every value can be written to.
    static let basic: [CodingOutput] = [.query, .items, .formBody]
}

/// Writes `value` to `output` with `encoder` and reads it back with `decoder`.
func roundTrip<T: Codable>(_ value: T, _ encoder: URLQueryItemEncoder, _ decoder: URLQueryItemDecoder,
                           through output: CodingOutput) throws -> T {
    switch output {
    case .query:
        return try decoder.decode(T.self, from: try encoder.encodeQuery(value))
    case .items:
        return try decoder.decode(T.self, from: try encoder.encode(value) as [URLQueryItem])
    case .formBody:
        return try decoder.decode(T.self, from: try encoder.encodeFormBody(value))
    case .url:
        return try decoder.decode(T.self, from: try encoder.encode(value, appendingTo: URL(string: "https://example.com/search")!))
    case .components:
        var components = URLComponents(string: "https://example.com/search")!
        try encoder.encode(value, into: &components)
        return try decoder.decode(T.self, from: components)
    }
}

/// Writes `value` to each of `outputs`, reads each back, and asserts it is equal; returns
/// the query string. An `EncodingError` is a failure except for the outputs in `refusing`
/// (`.query` among them: the value is refused as a whole, and the result is nil).
@discardableResult
func assertRoundTrip<T: Codable & Equatable>(
    _ value: T, encoder: URLQueryItemEncoder = URLQueryItemEncoder(), decoder: URLQueryItemDecoder = URLQueryItemDecoder(),
    through outputs: [CodingOutput] = CodingOutput.basic, refusing: Set<CodingOutput> = [], _ label: String = "",
    file: StaticString = #filePath, line: UInt = #line
) -> String? {
    let query: String
    do {
        query = try encoder.encodeQuery(value)
    } catch let error as EncodingError {
        if !refusing.contains(.query) { XCTFail("\(T.self) refused \(label): \(error)", file: file, line: line) }
        return nil
    } catch {
        XCTFail("\(T.self): not an EncodingError \(label): \(error)", file: file, line: line)
        return nil
    }
    for output in outputs {
        do {
            let decoded = try roundTrip(value, encoder, decoder, through: output)
            XCTAssertEqual(decoded, value, "\(output.rawValue) \(label), query \(query)", file: file, line: line)
        } catch is EncodingError where refusing.contains(output) {
            // Refused by the encoder with a clear error: allowed for this output.
        } catch {
            XCTFail("\(T.self) through \(output.rawValue) \(label), query \(query): \(error)", file: file, line: line)
        }
    }
    return query
}

// MARK: - Encoder tables

/// One row of an encoder table: a value, the settings, and the exact query expected.
struct EncodeCase {
    var name: String
    var value: any Encodable
    var expected: String
    var configure: @Sendable (URLQueryItemEncoder) -> Void
    /// Where the row is written (a stored property's `#line` default would be the line of
    /// its declaration, not the row's).
    var file: StaticString
    var line: UInt

    init(name: String, value: any Encodable, expected: String, configure: @escaping @Sendable (URLQueryItemEncoder) -> Void = { _ in },
         file: StaticString = #filePath, line: UInt = #line) {
        self.name = name
        self.value = value
        self.expected = expected
        self.configure = configure
        self.file = file
        self.line = line
    }
}

/// Asserts every row, so that one failure does not hide the others.
func assertEncodes(_ cases: [EncodeCase], literalBrackets: Bool = true) {
    for row in cases {
        let encoder = URLQueryItemEncoder()
        if literalBrackets { encoder.outputFormatting.insert(.literalBrackets) }
        row.configure(encoder)
        do {
            let query = try encoder.encodeQuery(row.value)
            XCTAssertEqual(query, row.expected, row.name, file: row.file, line: row.line)
        } catch {
            XCTFail("\(row.name): unexpected error \(error)", file: row.file, line: row.line)
        }
    }
}

/// Encodes with the given settings and returns the error, failing if there is none.
func encodingError<T: Encodable>(_ value: T, file: StaticString = #filePath, line: UInt = #line,
                                 _ configure: (URLQueryItemEncoder) -> Void = { _ in }) -> (path: String, message: String)? {
    let encoder = URLQueryItemEncoder()
    configure(encoder)
    do {
        let query = try encoder.encodeQuery(value)
        XCTFail("expected an error, got \(query)", file: file, line: line)
        return nil
    } catch let EncodingError.invalidValue(_, context) {
        return (context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: "."), context.debugDescription)
    } catch {
        XCTFail("expected EncodingError.invalidValue, got \(error)", file: file, line: line)
        return nil
    }
}

/// A keyed wrapper, for values that must not be at the root.
struct Wrap<Value: Encodable>: Encodable {
    var a: Value
    init(_ a: Value) { self.a = a }
}

struct Pair: Codable, Equatable {
    var b: Int
    var c: String
}

// MARK: - Per-field strategies

/// A model with one field `v` and nothing declared: its strategies come from the decoder's
/// `fieldStrategies["v"]`.
struct FieldHolder<Value: Decodable & Equatable>: Decodable, Equatable {
    var v: Value
}

/// 2023-11-14T22:13:20Z.
let fieldTestDate = Date(timeIntervalSince1970: 1_700_000_000)
/// 2023-11-15T00:00:00Z.
let fieldTestLaterDate = Date(timeIntervalSince1970: 1_700_006_400)

/// A decoder with `fieldStrategies` and whatever else `configure` sets.
func fieldDecoder(_ strategies: [String: QueryFieldStrategy] = [:],
                  _ configure: (URLQueryItemDecoder) -> Void = { _ in }) -> URLQueryItemDecoder {
    let decoder = URLQueryItemDecoder()
    decoder.fieldStrategies = strategies
    configure(decoder)
    return decoder
}

/// Asserts that each row's query decodes into `FieldHolder(v: expected)` with the row's
/// strategy as `fieldStrategies["v"]` (none for nil).
func assertFieldRows<Value: Decodable & Equatable>(
    _ rows: [(label: String, strategy: QueryFieldStrategy?, query: String, expected: Value)],
    _ configure: (URLQueryItemDecoder) -> Void = { _ in },
    file: StaticString = #filePath, line: UInt = #line
) {
    for row in rows {
        let decoder = fieldDecoder(row.strategy.map { ["v": $0] } ?? [:], configure)
        XCTAssertEqual(try decoder.decode(FieldHolder<Value>.self, from: row.query), FieldHolder(v: row.expected),
                       row.label, file: file, line: line)
    }
}

/// Asserts that decoding `query` into `type` throws exactly `kind` at `path` with `message`.
func assertFieldError<T: Decodable>(
    _ type: T.Type, _ query: String, _ decoder: URLQueryItemDecoder,
    _ kind: String, _ path: [String], _ message: String, _ label: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertThrowsError(try decoder.decode(type, from: query), label, file: file, line: line) { error in
        assertError(error, kind, path, message, label, file: file, line: line)
    }
}

// MARK: - Numbered lists (AWS Query)

/// An encoder with the array strategy, and the AWS key case when `upperCamel`.
func numberedEncoder(_ strategy: URLQueryItemEncoder.ArrayEncodingStrategy, upperCamel: Bool = false,
                     _ configure: (URLQueryItemEncoder) -> Void = { _ in }) -> URLQueryItemEncoder {
    let encoder = URLQueryItemEncoder()
    encoder.arrayEncodingStrategy = strategy
    if upperCamel { encoder.keyEncodingStrategy = .convertToUpperCamelCase }
    configure(encoder)
    return encoder
}

/// The decoder that reads what `numberedEncoder` writes.
func numberedDecoder(_ strategy: QueryFieldStrategy.ArrayStyle, upperCamel: Bool = false,
                     _ configure: (URLQueryItemDecoder) -> Void = { _ in }) -> URLQueryItemDecoder {
    let decoder = URLQueryItemDecoder()
    decoder.arrayDecodingStrategy = strategy
    if upperCamel { decoder.keyDecodingStrategy = .convertFromUpperCamelCase }
    configure(decoder)
    return decoder
}

/// Items as `name=value` strings (`name` alone for a nil value), to compare exactly.
func itemStrings(_ items: [URLQueryItem]) -> [String] {
    items.map { item in item.value.map { item.name + "=" + $0 } ?? item.name }
}

// MARK: - Object styles

func makeEncoder(_ style: ObjectStyle, _ configure: (URLQueryItemEncoder) -> Void = { _ in }) -> URLQueryItemEncoder {
    let encoder = URLQueryItemEncoder()
    encoder.objectEncodingStrategy = style.encoding
    configure(encoder)
    return encoder
}

func makeDecoder(_ style: ObjectStyle, _ configure: (URLQueryItemDecoder) -> Void = { _ in }) -> URLQueryItemDecoder {
    let decoder = URLQueryItemDecoder()
    decoder.objectDecodingStrategy = style.decoding
    configure(decoder)
    return decoder
}

/// The pairs of a query string, percent-decoded (`+` is a space), as `name=value` joined by
/// `&` (a bare name stays bare).
func decodedPairs(_ query: String) -> String {
    query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let decode = { (text: Substring) in text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text) }
        return parts.count == 1 ? decode(parts[0]) : decode(parts[0]) + "=" + decode(parts[1])
    }.joined(separator: "&")
}

/// The pairs of query items as `name=value` joined by `&`, unescaped.
func itemPairs(_ items: [URLQueryItem]) -> String {
    itemStrings(items).joined(separator: "&")
}

/// Writes `value` to `output` and returns the text: the query string, the items' pairs
/// (unescaped), or the form body.
func encoded<T: Encodable>(_ value: T, _ encoder: URLQueryItemEncoder, to output: CodingOutput) throws -> String {
    switch output {
    case .query: return try encoder.encodeQuery(value)
    case .items: return itemPairs(try encoder.encode(value) as [URLQueryItem])
    case .formBody: return String(decoding: try encoder.encodeFormBody(value), as: UTF8.self)
    case .url: return try encoder.encode(value, appendingTo: URL(string: "https://example.com/search")!).absoluteString
    case .components:
        var components = URLComponents()
        try encoder.encode(value, into: &components)
        return components.percentEncodedQuery ?? ""
    }
}

/// The error of `body` as a `DecodingError`'s parts, failing if there is none.
func decodingError<T>(_ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line) -> (kind: String, path: String, message: String)? {
    do {
        let value = try body()
        XCTFail("expected an error, got \(value)", file: file, line: line)
        return nil
    } catch let error as DecodingError {
        let (kind, context) = error.kindAndContext
        var path = context.codingPath.map { $0.stringValue }
        if case .keyNotFound(let key, _) = error { path.append(key.stringValue) }
        return (kind, path.joined(separator: "."), context.debugDescription)
    } catch {
        XCTFail("expected a DecodingError, got \(error)", file: file, line: line)
        return nil
    }
}

// MARK: - RequestParameters

/// `dictionary` stored as a parameter value the way a nested dictionary literal is, for
/// the tests of that sorted, deprecated form itself.
///
/// Written in a literal, `["b": 1, "a": 2]` is a `Dictionary` and the compiler warns
/// (`write the nested literal `as RequestParameters` to keep its order`); the dynamic cast
/// finds the same conformance at run time without the warning, so the suite builds clean.
func unorderedLiteral(_ dictionary: [String: any RequestParameterValue]) -> any RequestParameterValue {
    (dictionary as Any) as! any RequestParameterValue
}

/// The write-up's `createUser` request, its nested dictionaries written as plain literals
/// (sorted), with variables of three types: the suites of `RequestParameters` read it, encode
/// it and write it as JSON.
func writeUpCreateUser() -> RequestParameters {
    let login = "nickey"
    let age = 21
    let isNotifyNews = true
    let isNotifyCabinet = false
    return [
        "method": "createUser",
        "credentials": unorderedLiteral([
            "login": login,
            "age": age,
            "notificationSettings": unorderedLiteral([
                "notifyNews": isNotifyNews,
                "notifyCabinet": isNotifyCabinet,
            ]),
        ]),
    ]
}

// MARK: - Timing and threads (the hostile-input suites)

/// CPU time of the calling thread, in nanoseconds: a busy machine does not inflate it
/// (time spent descheduled does not count).
func threadCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// The least CPU time of `runs` runs of `body`.
func bestCPUTime(runs: Int = 3, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = threadCPUNanoseconds()
        try body()
        best = min(best, threadCPUNanoseconds() - start)
    }
    return max(best, 1)
}

/// Runs `body` on a thread with a stack of `stackSize` bytes and returns what it returned.
func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
    let box = ThreadResult<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let value = body()
        box.lock.withLock { box.value = value }
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.lock.withLock { box.value! }
}

/// What a thread of `onThread` returned.
final class ThreadResult<T: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `value` is read and written only under `lock`.
    let lock = NSLock()
    var value: T?
}

/// Whether this process runs under AddressSanitizer or ThreadSanitizer, whose instrumented
/// frames take several times the stack of a plain build's: the stack proofs are for plain
/// debug and release builds, and give a sanitizer build a larger stack.
let underSanitizer: Bool = {
    guard let process = dlopen(nil, RTLD_NOW) else { return false }
    return dlsym(process, "__asan_init") != nil || dlsym(process, "__tsan_init") != nil
}()
