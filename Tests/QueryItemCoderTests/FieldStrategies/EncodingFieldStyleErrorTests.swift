import Foundation
import QueryItemCoder
import XCTest

/// The refusals of the object styles and numbered arrays set for one field: each names the
/// field's setting where it was made (a model's declaration or a `fieldStrategies` entry),
/// and what would work for that field.
final class EncodingFieldStyleErrorTests: XCTestCase {
    private let splits = " reads as nesting (its decoder splits every name on dots). Rename the key."

    func testDotInKey() {
        checkFieldErrors([
            // A dictionary inside a numbered field (a path entry).
            FieldErrorCase(name: "numbered path entry", error: encodingError(StyleTwoFields(field: [["x.y": 1]], other: [])) {
                     $0.fieldStrategies = ["field": .arrays(.numbered)]
                 }, path: "field.[0].x.y",
                 message: #"The key "x.y" contains a dot, which .arrays(.numbered) in fieldStrategies["field"]"# + splits),
            // Declared numbered members.
            FieldErrorCase(name: "numberedMembers declared", error: encodingError(StyleTagged(tags: [["a.b": "v"]])), path: "tags.[0].a.b",
                 message: #"The key "a.b" contains a dot, which .arrays(.numberedMembers) on field "tags""# + splits),
            // A deeper declaration that picks brackets does not lift it: the names are still dotted.
            FieldErrorCase(name: "brackets inside numbered", error: encodingError(StyleTwoFields(field: [StyleDeep(lists: [["x.y": 1]])], other: [])) {
                     $0.fieldStrategies = ["field": .arrays(.numbered)]
                 }, path: "field.[0].lists.[0].x.y",
                 message: #"The key "x.y" contains a dot, which .arrays(.numbered) in fieldStrategies["field"]"# + splits),
            // The coder's numbered arrays: the message it always had, for a field in brackets too.
            FieldErrorCase(name: "numbered coder", error: encodingError(StyleTwoFields(field: [["x.y": 1]], other: [])) {
                     $0.arrayEncodingStrategy = .numbered
                     $0.fieldStrategies = ["field": .arrays(.brackets)]
                 }, path: "field.[0].x.y",
                 message: #"The key "x.y" contains a dot, which arrayEncodingStrategy = .numbered"# + splits),
            // Declared dots.
            FieldErrorCase(name: "dots declared", error: encodingError(StyleDotted(counts: ["x.y": 1])), path: "counts.x.y",
                 message: #"The key "x.y" contains a dot, which .objects(.dots) on field "counts" reads as nesting. Use .objects(.brackets) for that field, or rename the key."#),
            // Declared dots under the coder's dots: the field's setting is named.
            FieldErrorCase(name: "dots declared, coder dots", error: encodingError(StyleDotted(counts: ["x.y": 1])) { $0.objectEncodingStrategy = .dots },
                 path: "counts.x.y",
                 message: #"The key "x.y" contains a dot, which .objects(.dots) on field "counts" reads as nesting. Use .objects(.brackets) for that field, or rename the key."#),
        ])
    }

    func testObjectStyles() {
        checkFieldErrors([
            // A comma-separated field holding an object.
            FieldErrorCase(name: "member object", error: encodingError(StyleTwoFields(field: ["k": Pair(b: 1, c: "x")], other: [:])) {
                     $0.fieldStrategies = ["field": .objects(.commaSeparated)]
                 }, path: "field.k",
                 message: #"An object under .objects(.commaSeparated) in fieldStrategies["field"] carries scalar members only, but this member is an object. Use .objects(.brackets) or .objects(.dots) for that field, which nest names: a[b][c]=1."#),
            // A space inside a value of a space-delimited field.
            FieldErrorCase(name: "space in value", error: encodingError(StyleTwoFields(field: ["k": "a b"], other: [:])) {
                     $0.fieldStrategies = ["field": .objects(.spaceDelimited)]
                 }, path: "field.k",
                 message: #"The value of a member of an object under .objects(.spaceDelimited) in fieldStrategies["field"] contains a space. Every space separates names and values when the value is read back. Use another object strategy, or remove the spaces."#),
            // A nil member without a form under a pipe-delimited field.
            FieldErrorCase(name: "key-only nil", error: encodingError(StyleTwoFields(field: ["k": Int?.none], other: [:])) {
                     $0.nilEncodingStrategy = .keyOnly
                     $0.fieldStrategies = ["field": .objects(.pipeDelimited)]
                 }, path: "field.k",
                 message: #"A nil member of an object under .objects(.pipeDelimited) in fieldStrategies["field"] has no key-only form: it would read back as an empty string. Use nilEncodingStrategy .omit, .emptyValue or .null."#),
            // A flattened field holding an array of objects.
            FieldErrorCase(name: "flattened elements", error: encodingError(StyleTwoFields(field: [StyleColor()], other: [])) {
                     $0.fieldStrategies = ["field": .objects(.flattened)]
                 }, path: "field.[0]",
                 message: #"An object inside an array cannot be written under .objects(.flattened) in fieldStrategies["field"]: its members would become pairs of the array's parent, and no parser could tell which element each belongs to. Use .objects(.brackets), .objects(.dots) or .objects(.commaSeparated) for that field."#),
            // A declared flattened field whose member collides with a sibling of the field.
            FieldErrorCase(name: "flattened collision", error: encodingError(StyleClash()), path: "color.R",
                 message: #"The member "R" would be written as a pair of the parent object under .objects(.flattened) on field "color", where another member writes the name "R" too: the two could not be told apart when read back. Rename one of them, or use .objects(.brackets), .objects(.dots) or .objects(.commaSeparated) for that field."#),
            // Two flattened fields writing the same names (path entries).
            FieldErrorCase(name: "flattened siblings", error: encodingError(StyleTwoFields(field: StyleColor(), other: StyleColor())) {
                     $0.fieldStrategies = ["field": .objects(.flattened), "other": .objects(.flattened)]
                 }, path: "field.R",
                 message: #"The member "R" would be written as a pair of the parent object under .objects(.flattened) in fieldStrategies["field"], where another member writes the name "R" too: the two could not be told apart when read back. Rename one of them, or use .objects(.brackets), .objects(.dots) or .objects(.commaSeparated) for that field."#),
            // The coder's own flattened: the message it always had.
            FieldErrorCase(name: "flattened coder", error: encodingError(StyleTwoFields(field: StyleColor(), other: StyleColor())) {
                     $0.objectEncodingStrategy = .flattened
                 }, path: "field.R",
                 message: #"The member "R" would be written as a pair of the parent object under objectEncodingStrategy = .flattened, where another member writes the name "R" too: the two could not be told apart when read back. Rename one of them, or use objectEncodingStrategy = .brackets, .dots or .commaSeparated."#),
            // A bracketed sibling writes its own key only: its member "R" is no collision, its name "field" is.
            FieldErrorCase(name: "flattened next to brackets", error: encodingError(StyleTwoFields(field: ["R": 100], other: ["R": 1, "field": 2])) {
                     $0.fieldStrategies = ["other": .objects(.flattened)]
                 }, path: "other.field",
                 message: #"The member "field" would be written as a pair of the parent object under .objects(.flattened) in fieldStrategies["other"], where another member writes the name "field" too: the two could not be told apart when read back. Rename one of them, or use .objects(.brackets), .objects(.dots) or .objects(.commaSeparated) for that field."#),
        ])
    }
}
