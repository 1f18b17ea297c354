import Foundation

extension SearchCondition {
    /// Hand-written encoder: the speed of light for this model.
    public func baselineQuery() -> String {
        var writer = QueryWriter(capacity: 128)
        writer.key("departure"); writer.escaped(departure)
        writer.key("destination"); writer.escaped(destination)
        writer.key("date"); writer.date(date)
        writer.key("stay"); writer.integer(stay)
        writer.key("persons"); writer.integer(persons)
        writer.key("keyword"); writer.escaped(keyword)
        return writer.string
    }

    /// Hand-written parser for ``baselineQuery()``'s output.
    public init(baselineQuery query: String) throws {
        var departure: String?, destination: String?, date: Date?
        var stay: Int?, persons: Int?, keyword: String?
        try QueryScanner.forEachPair(in: query) { name, value in
            switch name {
            case "departure": departure = value.string
            case "destination": destination = value.string
            case "date": date = try value.date()
            case "stay": stay = try value.int()
            case "persons": persons = try value.int()
            case "keyword": keyword = value.string
            default: throw BaselineError("unknown key \(name.string)")
            }
        }
        self.init(
            departure: try QueryScanner.required(departure, "departure"),
            destination: try QueryScanner.required(destination, "destination"),
            date: try QueryScanner.required(date, "date"),
            stay: try QueryScanner.required(stay, "stay"),
            persons: try QueryScanner.required(persons, "persons"),
            keyword: try QueryScanner.required(keyword, "keyword")
        )
    }
}
