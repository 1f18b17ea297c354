import Foundation
import QueryItemCoder
import XCTest

/// The object styles and the numbered array styles set for one field (a `fieldStrategies`
/// entry or a model's declaration), next to fields in the coder's own style; and a field
/// style overriding a coder-wide new style.
final class EncodingFieldStyleTests: XCTestCase {
    /// `field` under `strategy` (a `fieldStrategies` entry), `other` in the coder's style.
    private func row<Value: Encodable>(_ name: String, _ strategy: QueryFieldStrategy, _ value: Value, _ expected: String,
                                       coder: @escaping @Sendable (URLQueryItemEncoder) -> Void = { _ in },
                                       line: UInt = #line) -> EncodeCase {
        EncodeCase(name: name, value: StyleTwoFields(field: value, other: value), expected: expected,
                   configure: { coder($0); $0.fieldStrategies = ["field": strategy] }, line: line)
    }

    func testObjectStylesPerField() {
        assertEncodes([
            // OpenAPI form, explode=false, for one field; the other in brackets.
            row("commaSeparated", .objects(.commaSeparated), StyleColor(),
                "field=R,100,G,200,B,150&other[R]=100&other[G]=200&other[B]=150"),
            // OpenAPI form, explode=true: the members become pairs of the root.
            row("flattened", .objects(.flattened), StyleColor(),
                "R=100&G=200&B=150&other[R]=100&other[G]=200&other[B]=150"),
            // OpenAPI spaceDelimited.
            row("spaceDelimited", .objects(.spaceDelimited), StyleColor(),
                "field=R%20100%20G%20200%20B%20150&other[R]=100&other[G]=200&other[B]=150"),
            // OpenAPI pipeDelimited.
            row("pipeDelimited", .objects(.pipeDelimited), StyleColor(),
                "field=R|100|G|200|B|150&other[R]=100&other[G]=200&other[B]=150"),
            // Dots for one field next to brackets.
            row("dots", .objects(.dots), StyleColor(),
                "field.R=100&field.G=200&field.B=150&other[R]=100&other[G]=200&other[B]=150"),
            // Brackets for one field next to the coder's dots.
            row("brackets under dots", .objects(.brackets), StyleColor(),
                "field[R]=100&field[G]=200&field[B]=150&other.R=100&other.G=200&other.B=150",
                coder: { $0.objectEncodingStrategy = .dots }),
            // Flattened under the coder's dots: the members are pairs of the root all the same.
            row("flattened under dots", .objects(.flattened), StyleColor(),
                "R=100&G=200&B=150&other.R=100&other.G=200&other.B=150",
                coder: { $0.objectEncodingStrategy = .dots }),
            // A flattened dictionary of objects: the objects inside it are flattened too, into the root.
            row("flattened, nested", .objects(.flattened), ["k": StyleColor()],
                "R=100&G=200&B=150&other[k][R]=100&other[k][G]=200&other[k][B]=150"),
            // A dictionary in brackets holding a flattened object (a longer path entry).
            EncodeCase(name: "flattened one level down", value: StyleTwoFields(field: ["k": StyleColor()], other: ["k": StyleColor()]),
                       expected: "field[R]=100&field[G]=200&field[B]=150&other[k][R]=100&other[k][G]=200&other[k][B]=150",
                       configure: { $0.fieldStrategies = ["field.k": .objects(.flattened)] }),
            // An array of delimited objects: one value an element, named by the coder's style.
            row("commaSeparated elements", .objects(.commaSeparated), [StyleColor()],
                "field[0]=R,100,G,200,B,150&other[0][R]=100&other[0][G]=200&other[0][B]=150"),
        ])
    }

    func testObjectStylesDeclared() {
        assertEncodes([
            // `color` declared comma-separated; `shade`, the same type, in the coder's brackets.
            EncodeCase(name: "declared commaSeparated", value: StylePaint(),
                       expected: "color=R,100,G,200,B,150&size=2&shade[R]=100&shade[G]=200&shade[B]=150"),
            // The same under the coder's dots.
            EncodeCase(name: "declared commaSeparated, coder dots", value: StylePaint(),
                       expected: "color=R,100,G,200,B,150&size=2&shade.R=100&shade.G=200&shade.B=150",
                       configure: { $0.objectEncodingStrategy = .dots }),
            // A path entry for the declared field loses to the declaration.
            EncodeCase(name: "declared wins over path", value: StylePaint(),
                       expected: "color=R,100,G,200,B,150&size=2&shade=R|100|G|200|B|150",
                       configure: { $0.fieldStrategies = ["color": .objects(.flattened), "shade": .objects(.pipeDelimited)] }),
        ])
    }

    func testNumberedPerField() {
        let request = StyleAWSRequest(
            attributes: [StyleAttribute(Name: "a", Value: "1"), StyleAttribute(Name: "b", Value: "2")],
            tags: [StyleTag(Key: "k", Value: "v")], attributeNames: ["All", "Policy"], extra: ["x"])
        assertEncodes([
            // AWS Query lists declared per field, under a brackets coder: `extra` keeps brackets.
            EncodeCase(name: "AWS request", value: request,
                       expected: "Attribute.1.Name=a&Attribute.1.Value=1&Attribute.2.Name=b&Attribute.2.Value=2"
                           + "&Tags.member.1.Key=k&Tags.member.1.Value=v&AttributeName.1=All&AttributeName.2=Policy&extra[]=x"),
            // The same declarations under the coder's dots: only `extra` changes.
            EncodeCase(name: "AWS request, coder dots", value: request,
                       expected: "Attribute.1.Name=a&Attribute.1.Value=1&Attribute.2.Name=b&Attribute.2.Value=2"
                           + "&Tags.member.1.Key=k&Tags.member.1.Value=v&AttributeName.1=All&AttributeName.2=Policy&extra[]=x",
                       configure: { $0.objectEncodingStrategy = .dots }),
            // `.numbered` on `[String]` through a path entry.
            row("numbered strings", .arrays(.numbered), ["All", "Policy"], "field.1=All&field.2=Policy&other[]=All&other[]=Policy"),
            // `.numberedMembers` on objects through a path entry; the other array, of objects, indexed.
            row("numberedMembers objects", .arrays(.numberedMembers), [Pair(b: 1, c: "x")],
                "field.member.1.b=1&field.member.1.c=x&other[0][b]=1&other[0][c]=x"),
            // Inside a numbered element an object is joined by dots, though its field says brackets.
            row("brackets inside numbered", .arrays(.numbered), [StyleHolder()],
                "field.1.inner.b=1&field.1.inner.c=x&other[0][inner][b]=1&other[0][inner][c]=x"),
            // A comma-separated object inside a numbered element is one value.
            row("commaSeparated inside numbered", .arrays(.numbered), [StylePaint()],
                "field.1.color=R,100,G,200,B,150&field.1.size=2&field.1.shade.R=100&field.1.shade.G=200&field.1.shade.B=150"
                    + "&other[0][color]=R,100,G,200,B,150&other[0][size]=2&other[0][shade][R]=100&other[0][shade][G]=200&other[0][shade][B]=150"),
            // Nested arrays: every level numbered.
            row("numbered, nested", .arrays(.numbered), [["x"], ["y", "z"]],
                "field.1.1=x&field.2.1=y&field.2.2=z&other[0][]=x&other[1][]=y&other[1][]=z"),
        ])
    }

    func testFieldOverridesCoderWideNewStyle() {
        let value = StyleOverride(field: StyleColor(), list: [1, 2], other: StyleColor(), others: [1, 2])
        assertEncodes([
            // The coder's commaSeparated objects; `field` declared in brackets.
            EncodeCase(name: "brackets over commaSeparated", value: value,
                       expected: "field[R]=100&field[G]=200&field[B]=150&list[]=1&list[]=2&other=R,100,G,200,B,150&others[]=1&others[]=2",
                       configure: { $0.objectEncodingStrategy = .commaSeparated }),
            // The coder's flattened objects; `field` declared in brackets.
            EncodeCase(name: "brackets over flattened", value: value,
                       expected: "field[R]=100&field[G]=200&field[B]=150&list[]=1&list[]=2&R=100&G=200&B=150&others[]=1&others[]=2",
                       configure: { $0.objectEncodingStrategy = .flattened }),
            // The coder's numbered arrays; `list` declared in brackets.
            EncodeCase(name: "brackets over numbered", value: value,
                       expected: "field[R]=100&field[G]=200&field[B]=150&list[]=1&list[]=2&other[R]=100&other[G]=200&other[B]=150&others.1=1&others.2=2",
                       configure: { $0.arrayEncodingStrategy = .numbered }),
            // The coder's numbered members, with a path entry for `others` that picks pipes.
            EncodeCase(name: "path entry over numberedMembers", value: value,
                       expected: "field[R]=100&field[G]=200&field[B]=150&list[]=1&list[]=2&other[R]=100&other[G]=200&other[B]=150&others=1|2",
                       configure: {
                           $0.arrayEncodingStrategy = .numberedMembers
                           $0.fieldStrategies = ["others": .arrays(.pipeDelimited)]
                       }),
        ])
    }
}
