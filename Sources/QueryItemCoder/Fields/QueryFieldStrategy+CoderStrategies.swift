#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// A field's styles mapped onto the coders' strategies, both directions in one place: each
// case onto the case of the same name (a field can pick only the named cases, never
// `.custom` or `.formatted`). `URLQueryItemEncoder`'s `ValueStyle` and
// `URLQueryItemDecoder`'s `DecodingStyle` read them.

extension QueryFieldStrategy.ArrayStyle {
    var encoding: URLQueryItemEncoder.ArrayEncodingStrategy {
        switch self {
        case .brackets: .brackets
        case .indexed: .indexed
        case .repeated: .repeated
        case .commaSeparated: .commaSeparated
        case .jsonArray: .jsonArray
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .numbered: .numbered
        case .numberedMembers: .numberedMembers
        case .numberedMembersNamed(let name): .numberedMembersNamed(name)
        }
    }

    var decoding: URLQueryItemDecoder.ArrayDecodingStrategy {
        switch self {
        case .brackets: .brackets
        case .indexed: .indexed
        case .repeated: .repeated
        case .commaSeparated: .commaSeparated
        case .jsonArray: .jsonArray
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .numbered: .numbered
        case .numberedMembers: .numberedMembers
        case .numberedMembersNamed(let name): .numberedMembersNamed(name)
        }
    }
}

extension QueryFieldStrategy.ObjectStyle {
    var encoding: URLQueryItemEncoder.ObjectEncodingStrategy {
        switch self {
        case .brackets: .brackets
        case .dots: .dots
        case .commaSeparated: .commaSeparated
        case .flattened: .flattened
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .jsonObject: .jsonObject
        case .numberedEntriesNamed(let entry, let key, let value): .numberedEntriesNamed(entry: entry, key: key, value: value)
        }
    }

    var decoding: URLQueryItemDecoder.ObjectDecodingStrategy {
        switch self {
        case .brackets: .brackets
        case .dots: .dots
        case .commaSeparated: .commaSeparated
        case .flattened: .flattened
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .jsonObject: .jsonObject
        case .numberedEntriesNamed(let entry, let key, let value): .numberedEntriesNamed(entry: entry, key: key, value: value)
        }
    }
}

extension QueryFieldStrategy.DateStyle {
    var encoding: URLQueryItemEncoder.DateEncodingStrategy {
        switch self {
        case .iso8601: .iso8601
        case .iso8601WithFractionalSeconds: .iso8601WithFractionalSeconds
        case .iso8601WholeSeconds: .iso8601WholeSeconds
        case .secondsSince1970: .secondsSince1970
        case .millisecondsSince1970: .millisecondsSince1970
        case .deferredToDate: .deferredToDate
        }
    }

    var decoding: URLQueryItemDecoder.DateDecodingStrategy {
        switch self {
        case .iso8601: .iso8601
        case .iso8601WithFractionalSeconds: .iso8601WithFractionalSeconds
        case .iso8601WholeSeconds: .iso8601WholeSeconds
        case .secondsSince1970: .secondsSince1970
        case .millisecondsSince1970: .millisecondsSince1970
        case .deferredToDate: .deferredToDate
        }
    }
}

extension QueryFieldStrategy.BoolStyle {
    var encoding: URLQueryItemEncoder.BoolEncodingStrategy {
        switch self {
        case .literal: .literal
        case .numeric: .numeric
        case .checkbox: .checkbox
        }
    }

    var decoding: URLQueryItemDecoder.BoolDecodingStrategy {
        switch self {
        case .literal: .literal
        case .numeric: .numeric
        case .checkbox: .checkbox
        }
    }
}

extension QueryFieldStrategy.NilStyle {
    var encoding: URLQueryItemEncoder.NilEncodingStrategy {
        switch self {
        case .omit: .omit
        case .emptyValue: .emptyValue
        case .keyOnly: .keyOnly
        case .null: .null
        }
    }

    var decoding: URLQueryItemDecoder.NilDecodingStrategy {
        switch self {
        case .omit: .omit
        case .emptyValue: .emptyValue
        case .keyOnly: .keyOnly
        case .null: .null
        }
    }
}

extension QueryFieldStrategy.DataStyle {
    var encoding: URLQueryItemEncoder.DataEncodingStrategy {
        switch self {
        case .base64: .base64
        case .base64URL: .base64URL
        case .deferredToData: .deferredToData
        }
    }

    var decoding: URLQueryItemDecoder.DataDecodingStrategy {
        switch self {
        case .base64: .base64
        case .base64URL: .base64URL
        case .deferredToData: .deferredToData
        }
    }
}

extension QueryFieldStrategy.EmptyCollectionStyle {
    /// (The decoder reads an absent name and `a=` as an empty collection under either.)
    var encoding: URLQueryItemEncoder.EmptyCollectionEncodingStrategy {
        switch self {
        case .omit: .omit
        case .emptyValue: .emptyValue
        }
    }
}
