#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLQueryItemDecoder {
    /// Decodes a value from query items, whose names and values are not percent-encoded
    /// (as `URLQueryItem` holds them). A `nil` value is a bare name.
    ///
    /// ```swift
    /// let items = [URLQueryItem(name: "tags[]", value: "a b"), URLQueryItem(name: "page", value: "2")]
    /// try URLQueryItemDecoder().decode(Search.self, from: items)  // tags: ["a b"], page: 2
    /// ```
    public func decode<T: Decodable>(_ type: T.Type, from items: [URLQueryItem]) throws -> T {
        let settings = store.settings
        try Self.checkLimits(settings)
        let tree: QueryTree
        do {
            tree = try QueryParser.parse(items: items, settings: settings)
        } catch {
            // `offset` is the item's index; `a[0].b` has a dot just after a `]`.
            // (A byte scan: `String.contains(_:)` with a string needs macOS 13.)
            let dotted = error.offset < items.count && Self.hasDotAfterBracket(items[error.offset].name)
            throw Self.invalidInput(error, items: true, dotAfterBracket: dotted)
        }
        return try decode(type, tree: consume tree, settings: settings)
    }

    /// Decodes a value from a percent-encoded query string; a leading `?` is skipped.
    ///
    /// `+` and `%20` are spaces, `%2B` is `+`; hex digits may be either case; brackets may
    /// be raw or escaped.
    public func decode<T: Decodable>(_ type: T.Type, from query: String) throws -> T {
        try decode(type, fromUTF8: Array(query.utf8)) { $0 >= 0 && query.utf8.dropFirst($0).first == 0x2E }
    }

    /// Decodes a value from the query of a URL (nothing when it has none).
    ///
    /// A URL holds no raw `|` (`URLComponents` refuses one, `URL(string:)` escapes it), so
    /// `%7C` in its query is read as the pipe that separates the elements of `.pipeDelimited`
    /// arrays and objects, as `URLQueryItemEncoder.encode(_:appendingTo:)` writes them.
    public func decode<T: Decodable>(_ type: T.Type, from url: URL) throws -> T {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery ?? ""
        return try decode(type, from: Self.pipesOfURL(query))
    }

    /// `query`, a URL's, with `%7C` written `|`: the only spelling of a pipe a URL can hold.
    static func pipesOfURL(_ query: String) -> String {
        let bytes = Array(query.utf8)
        guard bytes.contains(0x25) else { return query }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x25, index + 2 < bytes.count, bytes[index + 1] == 0x37, bytes[index + 2] | 0x20 == 0x63 {
                result.append(0x7C)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Decodes a value from the query that `components` holds, percent-encoded as it holds
    /// it (`percentEncodedQuery`; nothing when it has none): `+` is a space.
    ///
    /// ```swift
    /// let components = URLComponents(string: "https://example.com/search?keyword=a%2Bb+c&page=2")!
    /// try URLQueryItemDecoder().decode(Search.self, from: components)
    /// ```
    ///
    /// As for a URL, `%7C` is read as the pipe of `.pipeDelimited` arrays and objects.
    public func decode<T: Decodable>(_ type: T.Type, from components: URLComponents) throws -> T {
        try decode(type, from: Self.pipesOfURL(components.percentEncodedQuery ?? ""))
    }

    /// Decodes a value from an `application/x-www-form-urlencoded` body: a query string
    /// whose bytes must be UTF-8 once percent-decoded (the same call as `JSONDecoder`'s).
    ///
    /// ```swift
    /// let search = try URLQueryItemDecoder().decode(Search.self, from: request.httpBody!)
    /// ```
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(type, fromUTF8: Array(data)) { $0 >= 0 && $0 < data.count && data[data.startIndex + $0] == 0x2E }
    }

    /// Decodes a value from the UTF-8 bytes of a percent-encoded query or form body;
    /// `isDot` tells whether the input has a `.` at a byte offset (the bytes are consumed).
    func decode<T: Decodable>(_ type: T.Type, fromUTF8 bytes: consuming [UInt8], isDot: (Int) -> Bool) throws -> T {
        let settings = store.settings
        try Self.checkLimits(settings)
        let tree: QueryTree
        do {
            tree = try QueryParser.parse(bytes, settings: settings)
        } catch {
            throw Self.invalidInput(error, items: false, dotAfterBracket: isDot(error.offset))
        }
        return try decode(type, tree: consume tree, settings: settings)
    }

    /// Throws when a limit is outside its range (`Limits.problem`): before the input is read,
    /// so that no limit is used that cannot be meant.
    private static func checkLimits(_ settings: DecoderSettings) throws {
        if let problem = settings.options.limits.problem {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: problem))
        }
    }

    /// Whether `name` holds `].`.
    private static func hasDotAfterBracket(_ name: String) -> Bool {
        var previous: UInt8 = 0
        for byte in name.utf8 {
            if previous == 0x5D && byte == 0x2E { return true }
            previous = byte
        }
        return false
    }

    private func decode<T: Decodable>(_ type: T.Type, tree: consuming QueryTree, settings: DecoderSettings) throws -> T {
        let rootType = ObjectIdentifier(T.self)
        let state = DecodingState(tree: consume tree, settings: settings, root: rootType)
        var checkedRoot: ObjectIdentifier?
        defer {
            if let fields = state.fields {
                store.keep(nonConforming: fields.foundNonConforming, checked: fields.foundChecked, checkedRoot: checkedRoot, from: settings)
                fields.keepResolved()
            }
        }
        let root = ValueReader(state, ValueRef(node: 0), state.rootStyle)
        let value = try root.decode(type)
        try root.checkPaths()
        if state.checksPaths, let fields = state.fields, fields.pathsAllAsked { checkedRoot = rootType }
        return value
    }

    /// The parser's error. Bad escapes and invalid UTF-8 in a name name the setting that reads
    /// them, and text after a `]` that starts with a dot (`a[0].b`) names `.dots`. The
    /// description ends without a period, as every one that comes with an underlying error
    /// (see `DecodingState.dataCorrupted`).
    private static func invalidInput(_ error: QueryParseError, items: Bool, dotAfterBracket: Bool) -> DecodingError {
        let place = items ? "in query item \(error.offset)" : "at byte offset \(error.offset)"
        var description = "The given data was not a valid query: \(error.reason) \(place)"
        let reason = error.reason
        if reason.hasPrefix("invalid percent escape") || reason.hasPrefix("incomplete percent escape")
            || reason.hasPrefix("invalid UTF-8") {
            description += ". " + QueryParseError.malformedHint
        } else if dotAfterBracket && reason.hasPrefix("unexpected text after ']'") {
            description += ". Set objectDecodingStrategy to .dots to read it as a nested key"
        }
        return .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: description, underlyingError: error))
    }
}
