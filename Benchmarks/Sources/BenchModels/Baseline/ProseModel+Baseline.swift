import Foundation

extension ProseModel {
    /// Hand-written encoder: the speed of light for this model.
    public func baselineQuery() -> String {
        var writer = QueryWriter(capacity: summary.utf8.count * 2 + body.utf8.count * 2 + 64)
        writer.key("id"); writer.integer(id)
        writer.key("title"); writer.escaped(title)
        writer.key("summary"); writer.escaped(summary)
        writer.key("body"); writer.escaped(body)
        return writer.string
    }

    /// Hand-written parser for ``baselineQuery()``'s output.
    public init(baselineQuery query: String) throws {
        var id: Int?, title: String?, summary: String?, body: String?
        try QueryScanner.forEachPair(in: query) { name, value in
            switch name {
            case "id": id = try value.int()
            case "title": title = value.string
            case "summary": summary = value.string
            case "body": body = value.string
            default: throw BaselineError("unknown key \(name.string)")
            }
        }
        self.init(
            id: try QueryScanner.required(id, "id"),
            title: try QueryScanner.required(title, "title"),
            summary: try QueryScanner.required(summary, "summary"),
            body: try QueryScanner.required(body, "body")
        )
    }
}
