// Where a field's style becomes a coder's strategy. Objects, nils, empty collections, the
// decoder's arrays and the encoder's bools need no mapping: the field's style is the coder's
// strategy (`URLQueryItemDecoder.ArrayDecodingStrategy` is `QueryFieldStrategy.ArrayStyle`,
// and so on). The strategies that take settings a field cannot take (`.custom`,
// `.formatted`, `.flexible`) hold the field's style or their own setting: the encoder's
// arrays, both coders' dates and data. They are `QueryFieldStrategy.CoderStrategy`, whose
// `init(_:)` is the mapping; the style cases they are spelled with are said once, below, for
// both coders. The decoder's bools, whose `.literalOrNumeric` no field takes, map case by case.

extension QueryFieldStrategy {
    /// A coder's strategy that takes each style a field takes, spelled as the style's cases,
    /// and settings only the coder takes: `URLQueryItemEncoder`'s `ArrayEncodingStrategy`
    /// (``QueryFieldStrategy/ArrayStyle`` and `.custom`), `DateEncodingStrategy`
    /// (``QueryFieldStrategy/DateStyle``, `.formatted`, `.custom`) and `DataEncodingStrategy`
    /// (``QueryFieldStrategy/DataStyle``, `.custom`), and `URLQueryItemDecoder`'s
    /// `DateDecodingStrategy` (`DateStyle`, `.formatted`, `.flexible`, `.custom`) and
    /// `DataDecodingStrategy` (`DataStyle`, `.custom`).
    ///
    /// A strategy matches the patterns of its style in `switch` and `if case`
    /// (`if case .secondsSince1970 = decoder.dateDecodingStrategy`); a setting only the coder
    /// takes matches no pattern (a closure has no identity to compare). It prints as its case
    /// is spelled (`secondsSince1970`, `custom`).
    public protocol CoderStrategy: Sendable, CustomStringConvertible {
        /// The field's style the strategy takes.
        associatedtype Style: Sendable, Hashable
        /// The strategy that writes and reads `style`, as a field's setting of it does.
        init(_ style: Style)
        /// The field's style the strategy writes and reads, or nil for a setting only the
        /// coder takes.
        var style: Style? { get }
        /// Whether `value` takes what `pattern` names, for `switch` and `if case`.
        static func ~= (pattern: Self, value: Self) -> Bool
    }
}

/// What a coder's strategy holds: a style a field takes too, or a setting of the coder's own
/// (`Own`: a closure, a formatter, `.flexible`).
enum StrategyForm<Style: Sendable & Hashable, Own: Sendable>: Sendable {
    case style(Style)
    case own(Own)
}

/// A coder's strategy stored as its `StrategyForm`: the public members of
/// `QueryFieldStrategy.CoderStrategy` are written here once for all of them.
protocol FormedStrategy: QueryFieldStrategy.CoderStrategy {
    /// The coder's own settings.
    associatedtype Own: Sendable
    var form: StrategyForm<Style, Own> { get }
    init(form: StrategyForm<Style, Own>)
    /// An own setting as its case is spelled. Defaults to `custom`.
    static func spelling(_ own: Own) -> String
    /// Whether two own settings are the same: never for a closure (the default).
    static func matches(_ pattern: Own, _ value: Own) -> Bool
}

extension FormedStrategy {
    /// The strategy that takes `style`, as a field's setting of it does.
    public init(_ style: Style) { self.init(form: .style(style)) }

    /// The style the strategy takes, or nil for a setting of the coder's own.
    public var style: Style? {
        if case .style(let style) = form { style } else { nil }
    }

    /// Whether `value` takes what `pattern` names, for `switch` and `if case`: the same
    /// style, or (the decoder's dates) both `.flexible`. A closure or a formatter has no
    /// identity to compare: `.custom` and `.formatted` match no pattern.
    public static func ~= (pattern: Self, value: Self) -> Bool {
        switch (pattern.form, value.form) {
        case (.style(let expected), .style(let style)): style == expected
        case (.own(let expected), .own(let own)): matches(expected, own)
        default: false
        }
    }

    /// The style as its case is spelled (`secondsSince1970`), or the coder's own setting
    /// (`custom`).
    public var description: String {
        switch form {
        case .style(let style): "\(style)"
        case .own(let own): Self.spelling(own)
        }
    }

    static func spelling(_ own: Own) -> String { "custom" }
    static func matches(_ pattern: Own, _ value: Own) -> Bool { false }
}

// The date styles as both coders' strategies spell them.
extension QueryFieldStrategy.CoderStrategy where Style == QueryFieldStrategy.DateStyle {
    /// RFC 3339 in UTC, written to the millisecond (`2026-11-22T02:15:45.250Z`, `…45Z`),
    /// read with any fraction or none (``QueryFieldStrategy/DateStyle/iso8601``). The default.
    public static var iso8601: Self { Self(.iso8601) }
    /// RFC 3339 in UTC, written always with three fraction digits
    /// (`2026-11-22T02:15:45.000Z`), read as `.iso8601`
    /// (``QueryFieldStrategy/DateStyle/iso8601WithFractionalSeconds``).
    public static var iso8601WithFractionalSeconds: Self { Self(.iso8601WithFractionalSeconds) }
    /// RFC 3339 in UTC in whole seconds (`2026-11-22T02:15:45Z`); a fraction read throws
    /// (``QueryFieldStrategy/DateStyle/iso8601WholeSeconds``). Spelled
    /// `.iso8601(includingFractionalSeconds: false)`.
    public static var iso8601WholeSeconds: Self { Self(.iso8601WholeSeconds) }
    /// Seconds since 1970 as a decimal number, `1795313745.25`
    /// (``QueryFieldStrategy/DateStyle/secondsSince1970``).
    public static var secondsSince1970: Self { Self(.secondsSince1970) }
    /// Milliseconds since 1970 as a decimal number, `1795313745250`
    /// (``QueryFieldStrategy/DateStyle/millisecondsSince1970``).
    public static var millisecondsSince1970: Self { Self(.millisecondsSince1970) }
    /// Seconds since 2001-01-01 as a number, `817006545.25`, what `Date`'s own `Codable`
    /// conformance writes and reads (``QueryFieldStrategy/DateStyle/deferredToDate``).
    public static var deferredToDate: Self { Self(.deferredToDate) }
    /// RFC 3339's full-date in UTC, `2026-11-22`; read as midnight UTC, a time throws
    /// (``QueryFieldStrategy/DateStyle/dateOnly``).
    public static var dateOnly: Self { Self(.dateOnly) }

    /// RFC 3339 in UTC: with milliseconds when the date has them (`.iso8601`), or in whole
    /// seconds (`.iso8601WholeSeconds`, `2024-01-01T00:00:00Z`), for servers that refuse a
    /// fraction (``QueryFieldStrategy/DateStyle/iso8601(includingFractionalSeconds:)``).
    public static func iso8601(includingFractionalSeconds: Bool) -> Self {
        Self(.iso8601(includingFractionalSeconds: includingFractionalSeconds))
    }
}

// The data styles as both coders' strategies spell them.
extension QueryFieldStrategy.CoderStrategy where Style == QueryFieldStrategy.DataStyle {
    /// Base64 (RFC 4648 section 4), written with padding, `+`, `/` and `=` percent-encoded:
    /// `%2B%2F%2B%2FAQ%3D%3D` for the bytes `FB FF BF 01`
    /// (``QueryFieldStrategy/DataStyle/base64``). The default.
    public static var base64: Self { Self(.base64) }
    /// Base64 with the URL and filename safe alphabet (RFC 4648 section 5), written without
    /// padding: `-_-_AQ` (``QueryFieldStrategy/DataStyle/base64URL``).
    public static var base64URL: Self { Self(.base64URL) }
    /// An array of byte values, what `Data`'s own `Codable` conformance writes and reads:
    /// `a[]=251&a[]=255&a[]=191&a[]=1` (``QueryFieldStrategy/DataStyle/deferredToData``).
    public static var deferredToData: Self { Self(.deferredToData) }
}

extension QueryFieldStrategy.BoolStyle {
    /// The decoder's case of the same name (its `.literalOrNumeric` no field takes).
    var decoding: URLQueryItemDecoder.BoolDecodingStrategy {
        switch self {
        case .literal: .literal
        case .numeric: .numeric
        case .checkbox: .checkbox
        }
    }
}
