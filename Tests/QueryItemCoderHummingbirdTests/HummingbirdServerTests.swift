#if Hummingbird
import Hummingbird
import HummingbirdTesting
import QueryItemCoderHummingbird
import XCTest

/// The request context of the Hummingbird app in Integrations.md, line for line.
struct PlainRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }

    var requestDecoder: URLQueryItemDecoder { URLQueryItemDecoder() }
    var responseEncoder: URLQueryItemEncoder { URLQueryItemEncoder() }
}

/// A request context with configured coders (snake_case names) and a small upload limit.
struct FormRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }

    var requestDecoder: URLQueryItemDecoder { FormRequestContext.decoder }
    var responseEncoder: URLQueryItemEncoder { FormRequestContext.encoder }
    /// Small, to test the limit.
    var maxUploadSize: Int { 256 }

    static let decoder: URLQueryItemDecoder = {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
    static let encoder: URLQueryItemEncoder = {
        let encoder = URLQueryItemEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }()
}

/// Each test starts a real Hummingbird server on 127.0.0.1 (a port the system picks) and
/// sends it real HTTP requests (HummingbirdTesting's `.live` framework).
final class HummingbirdServerTests: XCTestCase {
    struct Filter: Codable, Equatable {
        var field: String
        var value: String
    }

    struct Search: Codable, Equatable {
        var keyword: String
        var tags: [String]
        var filters: [Filter]
        var pageSize: Int
    }

    struct Login: ResponseCodable, Equatable {
        var userName: String
        var password: String
    }

    private func withServer(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let router = Router(context: FormRequestContext.self)
        router.get("search") { request, context -> String in
            let decoder = FormRequestContext.decoder
            let search = try request.uri.decodeQuery(as: Search.self, using: decoder, context: context)
            return "\(search.keyword)|\(search.tags)|\(search.filters.map { "\($0.field)=\($0.value)" })|\(search.pageSize)"
        }
        router.post("login") { request, context -> String in
            let login = try await request.decode(as: Login.self, context: context)
            return "\(login.userName)|\(login.password)"
        }
        router.get("echo") { _, _ -> Login in
            Login(userName: "ann lee", password: "1+1")
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live, test)
    }

    func testQueryDecoding() async throws {
        try await withServer { client in
            // Arrays, arrays of objects, an escaped `+` and a `+` read as a space,
            // snake_case names read through `.convertFromSnakeCase`.
            let query = "keyword=1%2B1+is&tags[]=a&tags[]=b&filters[0][field]=x&filters[0][value]=y"
                + "&filters[1][field]=z&filters[1][value]=w&page_size=20"
            try await client.execute(uri: "/search?\(query)", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(String(buffer: response.body), #"1+1 is|["a", "b"]|["x=y", "z=w"]|20"#)
            }
        }
    }

    func testQueryErrorIsBadRequestWithCodingPath() async throws {
        try await withServer { client in
            try await client.execute(uri: "/search?keyword=k&tags[]=a&filters[0][field]=x&page_size=1", method: .get) { response in
                XCTAssertEqual(response.status, .badRequest)
                // The error body is Hummingbird's JSON one, though the context's response
                // encoder is the form encoder.
                XCTAssertEqual(response.headers[.contentType], "application/json; charset=utf-8")
                XCTAssertEqual(String(buffer: response.body),
                               #"{"error":{"message":"Invalid query at `filters.0.value`: No value associated with key value (\"value\")."}}"#)
            }
        }
    }

    func testFormBodyDecoding() async throws {
        try await withServer { client in
            try await client.execute(uri: "/login", method: .post,
                                     headers: [.contentType: "application/x-www-form-urlencoded; charset=utf-8"],
                                     body: ByteBuffer(string: "user_name=ann+lee&password=1%2B1")) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(String(buffer: response.body), "ann lee|1+1")
            }
        }
    }

    func testFormBodyErrorIsBadRequestWithCodingPath() async throws {
        try await withServer { client in
            try await client.execute(uri: "/login", method: .post, headers: Self.form,
                                     body: ByteBuffer(string: "user_name=ann&password=%ZZ")) { response in
                XCTAssertEqual(response.status, .badRequest)
                XCTAssertEqual(response.headers[.contentType], "application/json; charset=utf-8")
                XCTAssertEqual(String(buffer: response.body),
                               #"{"error":{"message":"Invalid form body at `password`: The value is not correctly percent-encoded: invalid percent escape \"%ZZ\" at byte offset 23. Set malformedInputDecodingStrategy to .recover to read it as browsers do"}}"#)
            }
        }
    }

    /// The content type of a form body, as browsers send it.
    static let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    func testBodyOfOtherContentTypeIsUnsupportedMediaType() async throws {
        struct Case {
            var contentType: String?
            var body: String
            var message: String
            var line: UInt = #line
        }
        let cases = [
            // JSON read as a form would be answered "No value associated with key userName".
            Case(contentType: "application/json", body: #"{"user_name":"ann","password":"p"}"#,
                 message: #"Expected a body of content type application/x-www-form-urlencoded, found `application/json`."#),
            // No content type at all: nothing says the body is a form.
            Case(contentType: nil, body: "user_name=ann&password=p",
                 message: #"Expected a body of content type application/x-www-form-urlencoded, found none."#),
            // A multipart form is another media type.
            Case(contentType: "multipart/form-data; boundary=x", body: "--x--",
                 message: #"Expected a body of content type application/x-www-form-urlencoded, found `multipart/form-data; boundary=x`."#),
        ]
        try await withServer { client in
            for test in cases {
                var headers = HTTPFields()
                if let contentType = test.contentType { headers[.contentType] = contentType }
                try await client.execute(uri: "/login", method: .post, headers: headers,
                                         body: ByteBuffer(string: test.body)) { response in
                    XCTAssertEqual(response.status, .unsupportedMediaType, line: test.line)
                    XCTAssertEqual(response.headers[.contentType], "application/json; charset=utf-8", line: test.line)
                    // JSONEncoder's default output, as Hummingbird's default encoder writes it:
                    // a `/` is written `\/`.
                    let json = test.message.replacingOccurrences(of: "/", with: #"\/"#)
                    XCTAssertEqual(String(buffer: response.body), #"{"error":{"message":"# + "\"\(json)\"}}",
                                   line: test.line)
                }
            }
        }
    }

    func testFormContentTypesAccepted() async throws {
        // The media type without case, with parameters and spaces, as clients write it.
        let contentTypes = ["application/x-www-form-urlencoded",
                            "Application/X-WWW-Form-URLEncoded",
                            "application/x-www-form-urlencoded ; charset=UTF-8"]
        try await withServer { client in
            for contentType in contentTypes {
                try await client.execute(uri: "/login", method: .post, headers: [.contentType: contentType],
                                         body: ByteBuffer(string: "user_name=ann&password=p")) { response in
                    XCTAssertEqual(response.status, .ok, contentType)
                    XCTAssertEqual(String(buffer: response.body), "ann|p", contentType)
                }
            }
        }
    }

    func testErrorsAreJSON() async throws {
        // An HTTPError a route throws itself is answered as JSON too, with its status and
        // headers, though the context's response encoder is the form encoder.
        let router = Router(context: PlainRequestContext.self)
        router.get("missing") { _, _ -> String in
            throw HTTPError(.notFound, headers: [.cacheControl: "no-store"], message: "No such page.")
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try await client.execute(uri: "/missing", method: .get) { response in
                XCTAssertEqual(response.status, .notFound)
                XCTAssertEqual(response.headers[.contentType], "application/json; charset=utf-8")
                XCTAssertEqual(response.headers[.cacheControl], "no-store")
                XCTAssertEqual(String(buffer: response.body), #"{"error":{"message":"No such page."}}"#)
            }
        }
    }

    func testFormBodyOverUploadLimitIsRejected() async throws {
        try await withServer { client in
            // 300 bytes against `maxUploadSize` 256.
            let body = "user_name=" + String(repeating: "a", count: 281) + "&password=p"
            try await client.execute(uri: "/login", method: .post, headers: Self.form, body: ByteBuffer(string: body)) { response in
                XCTAssertEqual(response.status, .contentTooLarge)
            }
        }
    }

    func testPlainContextOfReadme() async throws {
        let router = Router(context: PlainRequestContext.self)
        router.post("login") { request, context -> Login in
            try await request.decode(as: Login.self, context: context)
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try await client.execute(uri: "/login", method: .post, headers: Self.form,
                                     body: ByteBuffer(string: "userName=ann+lee&password=1%2B1")) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(String(buffer: response.body), "userName=ann+lee&password=1%2B1")
            }
        }
    }

    func testFormResponseEncoding() async throws {
        try await withServer { client in
            try await client.execute(uri: "/echo", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.headers[.contentType], "application/x-www-form-urlencoded; charset=utf-8")
                XCTAssertEqual(String(buffer: response.body), "user_name=ann+lee&password=1%2B1")
            }
        }
    }
}
#endif
