import Foundation

extension LargeModel {
    private struct PartialPerson {
        var id: Int?, firstName: String?, lastName: String?, email: String?, phone: String?
        var age: Int?, verified: Bool?, joined: Date?

        mutating func set(_ field: QueryBytes, _ value: QueryBytes) throws {
            switch field {
            case "[id]": id = try value.int()
            case "[firstName]": firstName = value.string
            case "[lastName]": lastName = value.string
            case "[email]": email = value.string
            case "[phone]": phone = value.string
            case "[age]": age = try value.int()
            case "[verified]": verified = try value.bool()
            case "[joined]": joined = try value.date()
            default: throw BaselineError("unknown person field \(field.string)")
            }
        }

        func build() throws -> Person {
            Person(
                id: try QueryScanner.required(id, "id"),
                firstName: try QueryScanner.required(firstName, "firstName"),
                lastName: try QueryScanner.required(lastName, "lastName"),
                email: try QueryScanner.required(email, "email"),
                phone: try QueryScanner.required(phone, "phone"),
                age: try QueryScanner.required(age, "age"),
                verified: try QueryScanner.required(verified, "verified"),
                joined: try QueryScanner.required(joined, "joined")
            )
        }
    }

    private struct PartialSection {
        var id: Int?, heading: String?, body: String?, position: Int?, visible: Bool?
        var weight: Double?, updated: Date?, tags: [String] = []
        var views: Int?, likes: Int?, shares: Int?

        mutating func set(_ field: QueryBytes, _ value: QueryBytes) throws {
            switch field {
            case "[id]": id = try value.int()
            case "[heading]": heading = value.string
            case "[body]": body = value.string
            case "[position]": position = try value.int()
            case "[visible]": visible = try value.bool()
            case "[weight]": weight = try value.double()
            case "[updated]": updated = try value.date()
            case "[tags][]": tags.append(value.string)
            case "[stats][views]": views = try value.int()
            case "[stats][likes]": likes = try value.int()
            case "[stats][shares]": shares = try value.int()
            default: throw BaselineError("unknown section field \(field.string)")
            }
        }

        func build() throws -> Section {
            Section(
                id: try QueryScanner.required(id, "id"),
                heading: try QueryScanner.required(heading, "heading"),
                body: try QueryScanner.required(body, "body"),
                position: try QueryScanner.required(position, "position"),
                visible: try QueryScanner.required(visible, "visible"),
                weight: try QueryScanner.required(weight, "weight"),
                updated: try QueryScanner.required(updated, "updated"),
                tags: tags,
                stats: Stats(
                    views: try QueryScanner.required(views, "views"),
                    likes: try QueryScanner.required(likes, "likes"),
                    shares: try QueryScanner.required(shares, "shares")
                )
            )
        }
    }

    /// Hand-written parser for ``baselineQuery()``'s output.
    public init(baselineQuery query: String) throws {
        var id: Int?, title: String?, summary: String?, status: String?, version: Int?
        var locale: String?, published: Bool?, rating: Double?, created: Date?, updated: Date?
        var author = PartialPerson(), reviewer: PartialPerson?
        var sections: [PartialSection] = [], metrics: [Int] = [], labels: [String] = []
        try QueryScanner.forEachPair(in: query) { key, value in
            switch key {
            case "id": id = try value.int()
            case "title": title = value.string
            case "summary": summary = value.string
            case "status": status = value.string
            case "version": version = try value.int()
            case "locale": locale = value.string
            case "published": published = try value.bool()
            case "rating": rating = try value.double()
            case "created": created = try value.date()
            case "updated": updated = try value.date()
            case "metrics[]": metrics.append(try value.int())
            case "labels[]": labels.append(value.string)
            default:
                if let field = key.dropping("author") {
                    try author.set(field, value)
                } else if let field = key.dropping("reviewer") {
                    var person = reviewer ?? PartialPerson()
                    try person.set(field, value)
                    reviewer = person
                } else if let (index, rest) = key.indexed("sections[") {
                    try QueryScanner.slot(&sections, index) { PartialSection() }
                    try sections[index].set(rest, value)
                } else {
                    throw BaselineError("unknown key \(key.string)")
                }
            }
        }
        self.init(
            id: try QueryScanner.required(id, "id"),
            title: try QueryScanner.required(title, "title"),
            summary: try QueryScanner.required(summary, "summary"),
            status: try QueryScanner.required(status, "status"),
            version: try QueryScanner.required(version, "version"),
            locale: try QueryScanner.required(locale, "locale"),
            published: try QueryScanner.required(published, "published"),
            rating: try QueryScanner.required(rating, "rating"),
            created: try QueryScanner.required(created, "created"),
            updated: try QueryScanner.required(updated, "updated"),
            author: try author.build(),
            reviewer: try reviewer?.build(),
            sections: try sections.map { try $0.build() },
            metrics: metrics,
            labels: labels
        )
    }
}
