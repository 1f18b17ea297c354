import QueryItemCoderVapor
import Vapor

struct Search: Content {
    var keyword: String
    var tags: [String]
    var pageSize: Int
}

struct Login: Content {
    var userName: String
    var password: String
}

// Query strings and form bodies read and written by QueryItemCoder, snake_case on the wire.
let decoder = URLQueryItemDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let encoder = URLQueryItemEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
ContentConfiguration.global.use(urlDecoder: decoder)
ContentConfiguration.global.use(decoder: decoder, for: .urlEncodedForm)
ContentConfiguration.global.use(urlEncoder: encoder)
ContentConfiguration.global.use(encoder: encoder, for: .urlEncodedForm)

let app = try await Application.make(.detect())
// GET /search?keyword=1%2B1&tags[]=a&tags[]=b&page_size=20 answers "1+1 [a, b] 20".
app.get("search") { req async throws -> String in
    let search = try req.query.decode(Search.self)
    return "\(search.keyword) [\(search.tags.joined(separator: ", "))] \(search.pageSize)"
}
// POST /login with the form body user_name=ann+lee&password=p answers the same form.
app.post("login") { req async throws -> Response in
    let login = try req.content.decode(Login.self)
    let response = Response()
    try response.content.encode(login, as: .urlEncodedForm)
    return response
}
do {
    try await app.execute()
} catch {
    app.logger.report(error: error)
    try? await app.asyncShutdown()
    throw error
}
try await app.asyncShutdown()
