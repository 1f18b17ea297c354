import Hummingbird
import QueryItemCoderHummingbird

struct Search: Decodable {
    var keyword: String
    var tags: [String]
    var pageSize: Int
}

struct Login: ResponseCodable {
    var userName: String
    var password: String
}

// Form bodies read and written by QueryItemCoder, snake_case on the wire; errors are
// answered as Hummingbird's JSON error body.
struct AppRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }

    var requestDecoder: URLQueryItemDecoder { AppRequestContext.decoder }
    var responseEncoder: URLQueryItemEncoder { AppRequestContext.encoder }

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

let router = Router(context: AppRequestContext.self)
// GET /search?keyword=1%2B1&tags[]=a&tags[]=b&page_size=20 answers "1+1 [a, b] 20".
router.get("search") { request, context -> String in
    let search = try request.uri.decodeQuery(as: Search.self, using: AppRequestContext.decoder, context: context)
    return "\(search.keyword) [\(search.tags.joined(separator: ", "))] \(search.pageSize)"
}
// POST /login with the form body user_name=ann+lee&password=p answers the same form.
router.post("login") { request, context -> Login in
    try await request.decode(as: Login.self, context: context)
}
let port = Int(Environment().get("PORT") ?? "") ?? 8080
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
