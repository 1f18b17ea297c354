import QueryItemCoder

struct Search: Codable {
    var keyword: String
    var page: Int
}

print(try URLQueryItemEncoder().encodeQuery(Search(keyword: "1+1 is", page: 2)))
