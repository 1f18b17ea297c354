import Foundation

extension FlatModel {
    /// Hand-written encoder: the speed of light for this model.
    public func baselineQuery() -> String {
        var writer = QueryWriter(capacity: 400)
        writer.key("id"); writer.integer(id)
        writer.key("name"); writer.escaped(name)
        writer.key("query"); writer.escaped(query)
        writer.key("email"); writer.escaped(email)
        writer.key("note"); writer.escaped(note)
        writer.key("code"); writer.escaped(code)
        writer.key("price"); writer.double(price)
        writer.key("ratio"); writer.float(ratio)
        writer.key("count"); writer.integer(count)
        writer.key("small"); writer.integer(small)
        writer.key("level"); writer.integer(level)
        writer.key("rank"); writer.integer(rank)
        writer.key("flag"); writer.bool(flag)
        writer.key("active"); writer.bool(active)
        writer.key("created"); writer.date(created)
        if let updated { writer.key("updated"); writer.date(updated) }
        if let nickname { writer.key("nickname"); writer.escaped(nickname) }
        if let middleName { writer.key("middleName"); writer.escaped(middleName) }
        if let age { writer.key("age"); writer.integer(age) }
        if let score { writer.key("score"); writer.double(score) }
        return writer.string
    }

    /// Hand-written parser for ``baselineQuery()``'s output.
    public init(baselineQuery query: String) throws {
        var id: Int?, name: String?, queryText: String?, email: String?, note: String?, code: String?
        var price: Double?, ratio: Float?, count: Int64?, small: UInt8?, level: Int16?, rank: UInt32?
        var flag: Bool?, active: Bool?, created: Date?, updated: Date?
        var nickname: String?, middleName: String?, age: Int?, score: Double?
        try QueryScanner.forEachPair(in: query) { key, value in
            switch key {
            case "id": id = try value.int()
            case "name": name = value.string
            case "query": queryText = value.string
            case "email": email = value.string
            case "note": note = value.string
            case "code": code = value.string
            case "price": price = try value.double()
            case "ratio": ratio = try value.float()
            case "count": count = try value.int()
            case "small": small = try value.int()
            case "level": level = try value.int()
            case "rank": rank = try value.int()
            case "flag": flag = try value.bool()
            case "active": active = try value.bool()
            case "created": created = try value.date()
            case "updated": updated = try value.date()
            case "nickname": nickname = value.string
            case "middleName": middleName = value.string
            case "age": age = try value.int()
            case "score": score = try value.double()
            default: throw BaselineError("unknown key \(key.string)")
            }
        }
        self.init(
            id: try QueryScanner.required(id, "id"),
            name: try QueryScanner.required(name, "name"),
            query: try QueryScanner.required(queryText, "query"),
            email: try QueryScanner.required(email, "email"),
            note: try QueryScanner.required(note, "note"),
            code: try QueryScanner.required(code, "code"),
            price: try QueryScanner.required(price, "price"),
            ratio: try QueryScanner.required(ratio, "ratio"),
            count: try QueryScanner.required(count, "count"),
            small: try QueryScanner.required(small, "small"),
            level: try QueryScanner.required(level, "level"),
            rank: try QueryScanner.required(rank, "rank"),
            flag: try QueryScanner.required(flag, "flag"),
            active: try QueryScanner.required(active, "active"),
            created: try QueryScanner.required(created, "created"),
            updated: updated,
            nickname: nickname,
            middleName: middleName,
            age: age,
            score: score
        )
    }
}
