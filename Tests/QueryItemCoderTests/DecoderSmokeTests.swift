import Foundation
import QueryItemCoder
import XCTest

final class DecoderSmokeTests: XCTestCase {
    struct Inner: Codable, Equatable { var name: String; var age: Int }
    struct Model: Codable, Equatable {
        var q: String
        var tags: [String]
        var user: Inner
        var items: [Inner]
        var flag: Bool
        var opt: Int?
    }

    func testBasic() throws {
        let query = "?q=a%2Bb+c&tags%5B%5D=x&tags[]=y&user[name]=n&user%5bage%5d=3&items[1][name]=b&items[1][age]=2&items[0][name]=a&items[0][age]=1&flag=1"
        let model = try URLQueryItemDecoder().decode(Model.self, from: query)
        XCTAssertEqual(model, Model(q: "a+b c", tags: ["x", "y"], user: Inner(name: "n", age: 3),
                                    items: [Inner(name: "a", age: 1), Inner(name: "b", age: 2)], flag: true, opt: nil))
    }

    func testErrors() {
        XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: String].self, from: "a=%ZZ")) { print($0) }
        XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: String].self, from: "a=1&a=2")) { print($0) }
        XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: String].self, from: "a" + String(repeating: "[]", count: 80_000) + "=1")) { print($0) }
    }
}
