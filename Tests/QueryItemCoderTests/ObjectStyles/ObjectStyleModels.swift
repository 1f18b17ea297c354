import Foundation
import QueryItemCoder
import XCTest

// The models the object-style suites share: the OpenAPI example object and models around it.

/// OpenAPI's example object, `{"R": 100, "G": 200, "B": 150}`, with its members in order.
struct RGB: Codable, Equatable {
    var R: Int
    var G: Int
    var B: Int
}

/// A model holding the object in a field, beside a scalar.
struct Paint: Codable, Equatable {
    var color: RGB
    var name: String
}

/// A field whose object is optional, with optional members.
struct Swatch: Codable, Equatable {
    struct Shade: Codable, Equatable {
        var tone: String?
        var level: Int?
    }
    var shade: Shade?
    var page: Int
}

/// The object's strategies by their case, for the encoder and the decoder.
enum ObjectStyle: String, CaseIterable {
    case commaSeparated, flattened, spaceDelimited, pipeDelimited, brackets

    var encoding: QueryFieldStrategy.ObjectStyle {
        switch self {
        case .commaSeparated: .commaSeparated
        case .flattened: .flattened
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .brackets: .brackets
        }
    }

    var decoding: QueryFieldStrategy.ObjectStyle {
        switch self {
        case .commaSeparated: .commaSeparated
        case .flattened: .flattened
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .brackets: .brackets
        }
    }
}
