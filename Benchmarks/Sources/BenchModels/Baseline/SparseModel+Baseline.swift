import Foundation

extension SparseModel {
    /// Hand-written encoder: the speed of light for this model (nil left out).
    public func baselineQuery() -> String {
        var writer = QueryWriter(capacity: 8_192)
        writer.key("id"); writer.integer(id)
        writer.key("name"); writer.escaped(name)
        writer.key("created"); writer.date(created)
        if let archived { writer.key("archived"); writer.date(archived) }
        if let notes { writer.key("notes"); writer.escaped(notes) }
        for (index, member) in members.enumerated() {
            writer.key("members%5B", equals: false); writer.integer(index); writer.raw("%5D%5Bid%5D=")
            writer.integer(member.id)
            writer.key("members%5B", equals: false); writer.integer(index); writer.raw("%5D%5Bname%5D=")
            writer.escaped(member.name)
            writer.key("members%5B", equals: false); writer.integer(index); writer.raw("%5D%5Bemail%5D=")
            writer.escaped(member.email)
            if let phone = member.phone {
                writer.key("members%5B", equals: false); writer.integer(index); writer.raw("%5D%5Bphone%5D=")
                writer.escaped(phone)
            }
            writer.key("members%5B", equals: false); writer.integer(index); writer.raw("%5D%5Bjoined%5D=")
            writer.date(member.joined)
            writer.key("members%5B", equals: false); writer.integer(index); writer.raw("%5D%5Bactive%5D=")
            writer.bool(member.active)
            writer.key("members%5B", equals: false); writer.integer(index); writer.raw("%5D%5Brole%5D=")
            writer.escaped(member.role)
            if let manager = member.manager {
                writer.key("members%5B", equals: false); writer.integer(index); writer.raw("%5D%5Bmanager%5D=")
                writer.integer(manager)
            }
        }
        return writer.string
    }

    private struct PartialMember {
        var id: Int?, name: String?, email: String?, phone: String?, joined: Date?, active: Bool?, role: String?
        var manager: Int?
    }

    /// Hand-written parser for ``baselineQuery()``'s output.
    public init(baselineQuery query: String) throws {
        var id: Int?, name: String?, created: Date?, archived: Date?, notes: String?
        var partial: [PartialMember] = []
        try QueryScanner.forEachPair(in: query) { key, value in
            switch key {
            case "id": id = try value.int()
            case "name": name = value.string
            case "created": created = try value.date()
            case "archived": archived = try value.date()
            case "notes": notes = value.string
            default:
                guard let (index, rest) = key.indexed("members[") else {
                    throw BaselineError("unknown key \(key.string)")
                }
                try QueryScanner.slot(&partial, index) { PartialMember() }
                switch rest {
                case "[id]": partial[index].id = try value.int()
                case "[name]": partial[index].name = value.string
                case "[email]": partial[index].email = value.string
                case "[phone]": partial[index].phone = value.string
                case "[joined]": partial[index].joined = try value.date()
                case "[active]": partial[index].active = try value.bool()
                case "[role]": partial[index].role = value.string
                case "[manager]": partial[index].manager = try value.int()
                default: throw BaselineError("unknown key \(key.string)")
                }
            }
        }
        self.init(
            id: try QueryScanner.required(id, "id"),
            name: try QueryScanner.required(name, "name"),
            created: try QueryScanner.required(created, "created"),
            archived: archived,
            notes: notes,
            members: try partial.map { member in
                Member(
                    id: try QueryScanner.required(member.id, "members[id]"),
                    name: try QueryScanner.required(member.name, "members[name]"),
                    email: try QueryScanner.required(member.email, "members[email]"),
                    phone: member.phone,
                    joined: try QueryScanner.required(member.joined, "members[joined]"),
                    active: try QueryScanner.required(member.active, "members[active]"),
                    role: try QueryScanner.required(member.role, "members[role]"),
                    manager: member.manager
                )
            }
        )
    }
}
