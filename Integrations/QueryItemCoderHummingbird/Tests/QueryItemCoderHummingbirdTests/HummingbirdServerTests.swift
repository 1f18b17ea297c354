import Hummingbird
import HummingbirdTesting
import QueryItemCoderHummingbird
import XCTest

/// The request context of README.md ("Hummingbird"), line for line.
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
                // Hummingbird writes the error with the context's response encoder: ours.
                XCTAssertEqual(String(buffer: response.body),
                               "error%5Bmessage%5D=Invalid+query+at+%60filters.0.value%60%3A+No+value+associated+with+key+value+%28%22value%22%29.")
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
            try await client.execute(uri: "/login", method: .post,
                                     body: ByteBuffer(string: "user_name=ann&password=%ZZ")) { response in
                XCTAssertEqual(response.status, .badRequest)
                // Hummingbird writes the error with the context's response encoder: ours.
                XCTAssertEqual(String(buffer: response.body),
                               "error%5Bmessage%5D=Invalid+form+body+at+%60password%60%3A+The+value+is+not+correctly+percent-encoded%3A+invalid+percent+escape+%22%25ZZ%22+at+byte+offset+23.+Set+malformedInputDecodingStrategy+to+.recover+to+read+it+as+browsers+do")
            }
        }
    }

    func testFormBodyOverUploadLimitIsRejected() async throws {
        try await withServer { client in
            // 300 bytes against `maxUploadSize` 256.
            let body = "user_name=" + String(repeating: "a", count: 281) + "&password=p"
            try await client.execute(uri: "/login", method: .post, body: ByteBuffer(string: body)) { response in
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
            try await client.execute(uri: "/login", method: .post,
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
