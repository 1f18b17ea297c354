import Foundation
import QueryItemCoder
import XCTest

/// The examples of the write-ups in MISSION.md.
final class EncoderWriteUpTests: XCTestCase {
    struct SearchCondition: Encodable {
        var departure: String
        var destination: String
        var date: Date
        var stay: Int
        var persons: Int
        var keyword: String?
    }

    func testSearchConditionIntoURLComponents() throws {
        let condition = SearchCondition(departure: "HND", destination: "CTS", date: Date(timeIntervalSince1970: 1_795_305_600),
                                        stay: 2, persons: 3, keyword: "温泉 旅館+朝食")
        var components = URLComponents(string: "https://example.com/search")!
        // What the write-up does: compiles, and leaves `+` unescaped (a server reads a space).
        components.queryItems = try URLQueryItemEncoder().encode(condition)
        XCTAssertEqual(components.queryItems?.last, URLQueryItem(name: "keyword", value: "温泉 旅館+朝食"))
        // The safe way: our escaping, `+` as %2B.
        var safe = URLComponents(string: "https://example.com/search")!
        try URLQueryItemEncoder().encode(condition, into: &safe)
        XCTAssertEqual(safe.url?.absoluteString,
                       "https://example.com/search?departure=HND&destination=CTS&date=2026-11-22T00%3A00%3A00Z&stay=2&persons=3"
                       + "&keyword=%E6%B8%A9%E6%B3%89%20%E6%97%85%E9%A4%A8%2B%E6%9C%9D%E9%A3%9F")
        XCTAssertEqual(safe.queryItems?.last?.value, "温泉 旅館+朝食")
    }

    /// A model whose `encode(to:)` writes `attribute[email]` through `nestedContainer`.
    struct UpdateRequest: Encodable {
        var id: Int
        var email: String
        enum CodingKeys: String, CodingKey { case id, attribute }
        enum AttributeKeys: String, CodingKey { case email }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            var attribute = container.nestedContainer(keyedBy: AttributeKeys.self, forKey: .attribute)
            try attribute.encode(email, forKey: .email)
        }
    }

    func testNestedContainer() throws {
        let items = try URLQueryItemEncoder().encode(UpdateRequest(id: 7, email: "a@b.c"))
        XCTAssertEqual(items, [URLQueryItem(name: "id", value: "7"), URLQueryItem(name: "attribute[email]", value: "a@b.c")])
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(UpdateRequest(id: 7, email: "a@b.c")), "id=7&attribute%5Bemail%5D=a%40b.c")
    }

    struct Renamed: Encodable {
        var firstName: String
        var age: Int?
        enum CodingKeys: String, CodingKey {
            case firstName = "first_name"
            case age = "user-age"
        }
    }

    func testCustomCodingKeysAndNilLeftOut() throws {
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(Renamed(firstName: "Nickey", age: nil)), "first_name=Nickey")
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(Renamed(firstName: "Nickey", age: 21)), "first_name=Nickey&user-age=21")
    }

    struct Signed: Encodable {
        var email = "example@example.com"
        var firstName = "Nickey"
        var age = 21
    }

    func testDeclarationOrderOnEveryRun() throws {
        let encoder = URLQueryItemEncoder()
        for _ in 0..<20 {
            XCTAssertEqual(try encoder.encodeQuery(Signed()), "email=example%40example.com&firstName=Nickey&age=21")
        }
        // A Dictionary has no order: its keys come out sorted, the same on every run.
        XCTAssertEqual(try encoder.encodeQuery(["email": "e", "firstName": "f", "age": "21"]), "age=21&email=e&firstName=f")
        // Int keys sort as numbers (-1, 2, 10), not as text ("-1", "10", "2").
        XCTAssertEqual(try encoder.encodeQuery(["d": [10: "a", 2: "b", -1: "c"]]), "d%5B-1%5D=c&d%5B2%5D=b&d%5B10%5D=a")
    }

    struct Filters: Encodable {
        var tags = ["swift", "ios"]
        var credentials = Credentials()
        var notify = true
        struct Credentials: Encodable { var login = "neo"; var age = 30 }
    }

    func testArrayAndBoolConventionsOfTheWriteUp() {
        assertEncodes([
            // "enclosing brackets", the default.
            EncodeCase(name: "enclosing", value: Filters(), expected: "tags[]=swift&tags[]=ios&credentials[login]=neo&credentials[age]=30&notify=true"),
            // "surrounding brackets", each element quoted.
            EncodeCase(name: "surrounding", value: Filters(), expected: "tags=%5B%22swift%22%2C%22ios%22%5D&credentials[login]=neo&credentials[age]=30&notify=true",
                       configure: { $0.arrayEncodingStrategy = .jsonArray }),
            // "no brackets", bools as 1/0.
            EncodeCase(name: "no brackets", value: Filters(), expected: "tags=swift&tags=ios&credentials[login]=neo&credentials[age]=30&notify=1",
                       configure: { $0.arrayEncodingStrategy = .repeated; $0.boolEncodingStrategy = .numeric }),
        ])
    }
}
