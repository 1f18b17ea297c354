// Where a field's style becomes a coder's strategy, and how messages spell both. Objects,
// nils, empty collections, the decoder's arrays and the encoder's bools need no mapping: the
// coder's setting is of the field's type. The strategies that take settings a field cannot
// take (`.custom`, `.formatted`, `.flexible`) are enums of their own with a case of the same
// name for each style: the encoder's arrays, both coders' dates and data. Each has
// `init(_:)` (the field's style as the coder's case) and `style` (back, nil for a setting
// only the coder takes), written out once per enum so that each stays a plain `switch`.

extension QueryFieldStrategy.ArrayStyle {
    /// The style as messages spell it, without its dot: `commaSeparated`, `numberedMembers`,
    /// `numberedMembers(named: "Tag")`.
    var spelled: String {
        guard case .numberedMembers(let name) = self else { return "\(self)" }
        return name == "member" ? "numberedMembers" : "numberedMembers(named: \"\(name)\")"
    }
}

extension QueryFieldStrategy.DateStyle {
    /// The style as messages spell it, without its dot: `iso8601`,
    /// `iso8601(includingFractionalSeconds: false)`, `secondsSince1970`.
    var spelled: String {
        guard case .iso8601(let fractional) = self else { return "\(self)" }
        return fractional ? "iso8601" : "iso8601(includingFractionalSeconds: false)"
    }
}

extension URLQueryItemEncoder.ArrayEncodingStrategy {
    /// The strategy that writes `style`, as a field's setting of it does.
    init(_ style: QueryFieldStrategy.ArrayStyle) {
        switch style {
        case .brackets: self = .brackets
        case .indexed: self = .indexed
        case .repeated: self = .repeated
        case .commaSeparated: self = .commaSeparated
        case .jsonArray: self = .jsonArray
        case .spaceDelimited: self = .spaceDelimited
        case .pipeDelimited: self = .pipeDelimited
        case .numbered: self = .numbered
        case .numberedMembers(let name): self = .numberedMembers(named: name)
        case .separated(let separator): self = .separated(by: separator)
        }
    }

    /// The field's style the strategy writes, or nil for `.custom`.
    var style: QueryFieldStrategy.ArrayStyle? {
        switch self {
        case .brackets: .brackets
        case .indexed: .indexed
        case .repeated: .repeated
        case .commaSeparated: .commaSeparated
        case .jsonArray: .jsonArray
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .numbered: .numbered
        case .numberedMembers(let name): .numberedMembers(named: name)
        case .separated(let separator): .separated(by: separator)
        case .custom: nil
        }
    }

    /// As messages spell it, without its dot.
    var spelled: String { style?.spelled ?? "custom" }
}

extension URLQueryItemEncoder.DateEncodingStrategy {
    /// The strategy that writes `style`, as a field's setting of it does.
    init(_ style: QueryFieldStrategy.DateStyle) {
        switch style {
        case .iso8601(let fractional): self = .iso8601(includingFractionalSeconds: fractional)
        case .iso8601WithFractionalSeconds: self = .iso8601WithFractionalSeconds
        case .secondsSince1970: self = .secondsSince1970
        case .millisecondsSince1970: self = .millisecondsSince1970
        case .deferredToDate: self = .deferredToDate
        case .dateOnly: self = .dateOnly
        }
    }

    /// The field's style the strategy writes, or nil for `.formatted` and `.custom`.
    var style: QueryFieldStrategy.DateStyle? {
        switch self {
        case .iso8601(let fractional): .iso8601(includingFractionalSeconds: fractional)
        case .iso8601WithFractionalSeconds: .iso8601WithFractionalSeconds
        case .secondsSince1970: .secondsSince1970
        case .millisecondsSince1970: .millisecondsSince1970
        case .deferredToDate: .deferredToDate
        case .dateOnly: .dateOnly
        case .formatted, .custom: nil
        }
    }

    /// As messages spell it, without its dot.
    var spelled: String {
        if let style { return style.spelled }
        if case .formatted = self { return "formatted" }
        return "custom"
    }
}

extension URLQueryItemDecoder.DateDecodingStrategy {
    /// The strategy that reads `style`, as a field's setting of it does.
    init(_ style: QueryFieldStrategy.DateStyle) {
        switch style {
        case .iso8601(let fractional): self = .iso8601(includingFractionalSeconds: fractional)
        case .iso8601WithFractionalSeconds: self = .iso8601WithFractionalSeconds
        case .secondsSince1970: self = .secondsSince1970
        case .millisecondsSince1970: self = .millisecondsSince1970
        case .deferredToDate: self = .deferredToDate
        case .dateOnly: self = .dateOnly
        }
    }

    /// The field's style the strategy reads, or nil for `.flexible`, `.formatted` and `.custom`.
    var style: QueryFieldStrategy.DateStyle? {
        switch self {
        case .iso8601(let fractional): .iso8601(includingFractionalSeconds: fractional)
        case .iso8601WithFractionalSeconds: .iso8601WithFractionalSeconds
        case .secondsSince1970: .secondsSince1970
        case .millisecondsSince1970: .millisecondsSince1970
        case .deferredToDate: .deferredToDate
        case .dateOnly: .dateOnly
        case .flexible, .formatted, .custom: nil
        }
    }

    /// As messages spell it, without its dot.
    var spelled: String {
        switch self {
        case .flexible: "flexible"
        case .formatted: "formatted"
        case .custom: "custom"
        default: style?.spelled ?? "custom"
        }
    }
}

extension URLQueryItemEncoder.DataEncodingStrategy {
    /// The strategy that writes `style`, as a field's setting of it does.
    init(_ style: QueryFieldStrategy.DataStyle) {
        switch style {
        case .base64: self = .base64
        case .base64URL: self = .base64URL
        case .deferredToData: self = .deferredToData
        }
    }

    /// As messages spell it, without its dot.
    var spelled: String {
        if case .custom = self { "custom" } else { "\(self)" }
    }
}

extension URLQueryItemDecoder.DataDecodingStrategy {
    /// The strategy that reads `style`, as a field's setting of it does.
    init(_ style: QueryFieldStrategy.DataStyle) {
        switch style {
        case .base64: self = .base64
        case .base64URL: self = .base64URL
        case .deferredToData: self = .deferredToData
        }
    }

    /// As messages spell it, without its dot.
    var spelled: String {
        if case .custom = self { "custom" } else { "\(self)" }
    }
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
