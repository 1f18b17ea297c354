#if Vapor
import QueryItemCoderVapor
import Vapor
import XCTVapor
import XCTest

/// Each test starts a real Vapor server on 127.0.0.1 (a port the system picks) and sends it
/// real HTTP requests through AsyncHTTPClient (XCTVapor's `.running` tester).
final class VaporServerTests: XCTestCase {
    struct Filter: Content, Equatable {
        var field: String
        var value: String
    }

    struct Search: Content, Equatable {
        var keyword: String
        var tags: [String]
        var filters: [Filter]
        var pageSize: Int
    }

    struct Login: Content, Equatable {
        var userName: String
        var password: String
    }

    struct Marker: Content {
        var seen: String
        init(seen: String) { self.seen = seen }
        init(from decoder: any Decoder) throws {
            seen = decoder.userInfo[VaporServerTests.markerKey] as? String ?? "none"
        }
    }

    static let markerKey = CodingUserInfoKey(rawValue: "marker")!

    /// The four lines of the Vapor app in Integrations.md, with the snake_case setting the tests use.
    static func configure() {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let encoder = URLQueryItemEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        ContentConfiguration.global.use(urlDecoder: decoder)
        ContentConfiguration.global.use(decoder: decoder, for: .urlEncodedForm)
        ContentConfiguration.global.use(urlEncoder: encoder)
        ContentConfiguration.global.use(encoder: encoder, for: .urlEncodedForm)
    }

    private func withServer(_ test: (any XCTApplicationTester) async throws -> Void) async throws {
        Self.configure()
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        app.get("search") { req async throws -> String in
            let search = try req.query.decode(Search.self)
            return "\(search.keyword)|\(search.tags)|\(search.filters.map { "\($0.field)=\($0.value)" })|\(search.pageSize)"
        }
        app.post("login") { req async throws -> String in
            let login = try req.content.decode(Login.self)
            return "\(login.userName)|\(login.password)"
        }
        app.post("login-form") { req async throws -> String in
            // Our decoder asked for explicitly, whatever the content type.
            let login = try req.content.decode(Login.self, using: URLQueryItemDecoder())
            return "\(login.userName)|\(login.password)"
        }
        app.get("marker") { req async throws -> String in
            // `userInfo` given to one call reaches the model's `init(from:)`.
            try ContentConfiguration.global.requireURLDecoder()
                .decode(Marker.self, from: req.url, userInfo: [VaporServerTests.markerKey: "from-call"]).seen
        }
        app.get("single") { req async throws -> String in
            // Vapor's key-path lookup passes the path to the decoder through `userInfo`.
            let field: String? = req.query["filters", 1, "field"]
            return field ?? "nil"
        }
        app.get("echo") { req async throws -> Response in
            // Encodes with the configured `.urlEncodedForm` encoder.
            let response = Response()
            try response.content.encode(Login(userName: "ann lee", password: "1+1"), as: .urlEncodedForm)
            return response
        }
        app.get("link") { req async throws -> String in
            // Encodes with the configured URL encoder.
            var client = ClientRequest(url: "http://example.com/search?old=1")
            try client.query.encode(Search(keyword: "a+b c", tags: ["x"], filters: [], pageSize: 2))
            return client.url.string
        }
        let tester = try app.testable(method: .running(hostname: "127.0.0.1", port: 0))
        do {
            try await test(tester)
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    func testQueryDecoding() async throws {
        try await withServer { app in
            // Arrays, arrays of objects, an escaped `+` and a `+` read as a space,
            // snake_case names read through `.convertFromSnakeCase`.
            // Brackets escaped: XCTVapor's client re-escapes a whole query that holds raw ones.
            let query = "keyword=1%2B1+is&tags%5B%5D=a&tags%5B%5D=b&filters%5B0%5D%5Bfield%5D=x&filters%5B0%5D%5Bvalue%5D=y"
                + "&filters%5B1%5D%5Bfield%5D=z&filters%5B1%5D%5Bvalue%5D=w&page_size=20"
            try await app.test(.GET, "search?\(query)") { response async in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.body.string, #"1+1 is|["a", "b"]|["x=y", "z=w"]|20"#)
            }
        }
    }

    func testQueryErrorIsBadRequestWithCodingPath() async throws {
        try await withServer { app in
            try await app.test(.GET, "search?keyword=k&tags%5B%5D=a&filters%5B0%5D%5Bfield%5D=x&filters%5B0%5D%5Bvalue%5D=y&page_size=ten") { response async in
                XCTAssertEqual(response.status, .badRequest)
                let reason = try? response.content.decode(ErrorBody.self).reason
                XCTAssertEqual(reason, #"Value was not of type 'Int' at path 'page_size'. Expected to decode Int but found "ten" instead."#)
            }
        }
    }

    func testFormBodyDecoding() async throws {
        try await withServer { app in
            var body = ByteBuffer()
            body.writeString("user_name=ann+lee&password=1%2B1")
            try await app.test(.POST, "login",
                               headers: ["Content-Type": "application/x-www-form-urlencoded; charset=utf-8"],
                               body: body) { response async in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.body.string, "ann lee|1+1")
            }
        }
    }

    func testFormBodyOfOtherContentTypeIsUnsupported() async throws {
        try await withServer { app in
            var body = ByteBuffer()
            body.writeString("user_name=ann&password=p")
            try await app.test(.POST, "login-form", headers: ["Content-Type": "text/plain"], body: body) { response async in
                XCTAssertEqual(response.status, .unsupportedMediaType)
            }
        }
    }

    func testUserInfoIsPassedThrough() async throws {
        try await withServer { app in
            try await app.test(.GET, "marker?seen=ignored") { response async in
                XCTAssertEqual(response.body.string, "from-call")
            }
        }
    }

    func testKeyPathLookupUsesUserInfo() async throws {
        try await withServer { app in
            try await app.test(.GET, "single?filters%5B0%5D%5Bfield%5D=x&filters%5B1%5D%5Bfield%5D=y%2Bz") { response async in
                XCTAssertEqual(response.body.string, "y+z")
            }
        }
    }

    func testFormResponseEncoding() async throws {
        try await withServer { app in
            try await app.test(.GET, "echo") { response async in
                XCTAssertEqual(response.headers.contentType?.serialize(), "application/x-www-form-urlencoded; charset=utf-8")
                XCTAssertEqual(response.body.string, "user_name=ann+lee&password=1%2B1")
            }
        }
    }

    func testURLEncoding() async throws {
        try await withServer { app in
            try await app.test(.GET, "link") { response async in
                // The query is replaced, as Vapor's own encoder does; `+` is `%2B`.
                XCTAssertEqual(response.body.string, "http://example.com/search?keyword=a%2Bb%20c&tags%5B%5D=x&page_size=2")
            }
        }
    }

    struct ErrorBody: Decodable {
        var reason: String
    }
}
#endif
