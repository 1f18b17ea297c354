import Foundation
import QueryItemCoder
import XCTest

/// A field strategy that cannot carry its value throws an `EncodingError` naming the setting
/// where it was made: the model's `queryFieldStrategies`, the encoder's `fieldStrategies`
/// entry, or the encoder's own property.
final class EncodingFieldErrorTests: XCTestCase {
    private let cannotSplit = " cannot carry an array whose elements are objects or arrays: no parser could split them. Use .brackets or .indexed, which write a[0][b]=1."

    func testArrayThatCannotCarryItsElements() {
        checkFieldErrors([
            // Declared on the model.
            FieldErrorCase(name: "declared", error: encodingError(FieldBadIds(ids: [Pair(b: 1, c: "x")])), path: "ids.[0]",
                 message: #".arrays(.commaSeparated) on field "ids""# + cannotSplit),
            // A `fieldStrategies` entry.
            FieldErrorCase(name: "path entry", error: encodingError(Wrap([Pair(b: 1, c: "x")])) { $0.fieldStrategies = ["a": .arrays(.commaSeparated)] },
                 path: "a.[0]", message: #".arrays(.commaSeparated) in fieldStrategies["a"]"# + cannotSplit),
            // A nested array, through a longer path.
            FieldErrorCase(name: "nested array", error: encodingError(Wrap(["k": [[1]]])) { $0.fieldStrategies = ["a.k": .arrays(.pipeDelimited)] },
                 path: "a.k.[0]", message: #".arrays(.pipeDelimited) in fieldStrategies["a.k"]"# + cannotSplit),
            // The coder's own property: the message it always had.
            FieldErrorCase(name: "coder", error: encodingError(Wrap([Pair(b: 1, c: "x")])) { $0.arrayEncodingStrategy = .commaSeparated },
                 path: "a.[0]", message: "arrayEncodingStrategy = .commaSeparated" + cannotSplit),
        ])
    }

    func testOtherSettings() {
        checkFieldErrors([
            // A false element under a declared checkbox.
            FieldErrorCase(name: "checkbox", error: encodingError(FieldFlags(flags: [true, false])), path: "flags.[1]",
                 message: #"Unable to encode false under .bools(.checkbox) on field "flags" here: a checkbox writes no pair for false, and only a property or a dictionary value can be left out (in an array the elements after it would shift). Use .literal or .numeric, or keep only the checked values."#),
            // A year RFC 3339 cannot write, under a path entry's ISO 8601.
            FieldErrorCase(name: "date year", error: encodingError(Wrap(Date(timeIntervalSince1970: 1e12))) {
                     $0.dateEncodingStrategy = .secondsSince1970
                     $0.fieldStrategies = ["a": .dates(.iso8601)]
                 }, path: "a",
                 message: #"Unable to encode the date 33658-09-27T01:46:40Z under .dates(.iso8601) in fieldStrategies["a"]: RFC 3339 writes the years 0000 to 9999 only, and no decoder reads other years back. Use .secondsSince1970 or .millisecondsSince1970, which carry any year."#),
            // Empty collections and nils both `name=`, declared.
            FieldErrorCase(name: "empty like nil", error: encodingError(FieldAmbiguous(list: [])), path: "list",
                 message: #"An empty array would be written a=, as nil is: .emptyCollections(.emptyValue) on field "list" and .nils(.emptyValue) on field "list" cannot be told apart when read back. Use nilEncodingStrategy = .keyOnly or .null, or emptyCollectionEncodingStrategy = .omit."#),
            // One from the coder, one from the field.
            FieldErrorCase(name: "empty like nil, mixed", error: encodingError(Wrap([Int]())) {
                     $0.nilEncodingStrategy = .emptyValue
                     $0.fieldStrategies = ["a": .emptyCollections(.emptyValue)]
                 }, path: "a",
                 message: #"An empty array would be written a=, as nil is: .emptyCollections(.emptyValue) in fieldStrategies["a"] and nilEncodingStrategy = .emptyValue cannot be told apart when read back. Use nilEncodingStrategy = .keyOnly or .null, or emptyCollectionEncodingStrategy = .omit."#),
            // A key with a dot inside an object that a field puts under dots.
            FieldErrorCase(name: "dot in key", error: encodingError(PlainDictionaries(a: ["x.y": 1], b: [:])) { $0.fieldStrategies = ["a": .objects(.dots)] },
                 path: "a.x.y",
                 message: #"The key "x.y" contains a dot, which .objects(.dots) in fieldStrategies["a"] reads as nesting. Use .objects(.brackets) for that field, or rename the key."#),
            // The same under the coder's own .dots: the message it always had.
            FieldErrorCase(name: "dot in key, coder", error: encodingError(PlainDictionaries(a: ["x.y": 1], b: [:])) { $0.objectEncodingStrategy = .dots },
                 path: "a.x.y",
                 message: #"The key "x.y" contains a dot, which .dots reads as nesting. Use objectEncodingStrategy = .brackets, or rename the key."#),
        ])
    }
}
