import Foundation

extension LargeModel {
    private struct PartialPerson {
        var id: Int?, firstName: String?, lastName: String?, email: String?, phone: String?
        var age: Int?, verified: Bool?, joined: Date?

        mutating func set(_ field: Substring, _ value: String) throws {
            switch field {
            case "[id]": id = try QueryScanner.int(value)
            case "[firstName]": firstName = value
            case "[lastName]": lastName = value
            case "[email]": email = value
            case "[phone]": phone = value
            case "[age]": age = try QueryScanner.int(value)
            case "[verified]": verified = try QueryScanner.bool(value)
            case "[joined]": joined = try QueryScanner.date(value)
            default: throw BaselineError("unknown person field \(field)")
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

        mutating func set(_ field: Substring, _ value: String) throws {
            switch field {
            case "[id]": id = try QueryScanner.int(value)
            case "[heading]": heading = value
            case "[body]": body = value
            case "[position]": position = try QueryScanner.int(value)
            case "[visible]": visible = try QueryScanner.bool(value)
            case "[weight]": weight = try QueryScanner.double(value)
            case "[updated]": updated = try QueryScanner.date(value)
            case "[tags][]": tags.append(value)
            case "[stats][views]": views = try QueryScanner.int(value)
            case "[stats][likes]": likes = try QueryScanner.int(value)
            case "[stats][shares]": shares = try QueryScanner.int(value)
            default: throw BaselineError("unknown section field \(field)")
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
            case "id": id = try QueryScanner.int(value)
            case "title": title = value
            case "summary": summary = value
            case "status": status = value
            case "version": version = try QueryScanner.int(value)
            case "locale": locale = value
            case "published": published = try QueryScanner.bool(value)
            case "rating": rating = try QueryScanner.double(value)
            case "created": created = try QueryScanner.date(value)
            case "updated": updated = try QueryScanner.date(value)
            case "metrics[]": metrics.append(try QueryScanner.int(value))
            case "labels[]": labels.append(value)
            default:
                if key.utf8.starts(with: "author[".utf8) {
                    try author.set(key.dropFirst(6), value)
                } else if key.utf8.starts(with: "reviewer[".utf8) {
                    var person = reviewer ?? PartialPerson()
                    try person.set(key.dropFirst(8), value)
                    reviewer = person
                } else if let (index, rest) = QueryScanner.indexed(key, prefix: "sections[") {
                    try QueryScanner.slot(&sections, index) { PartialSection() }
                    try sections[index].set(Substring(rest), value)
                } else {
                    throw BaselineError("unknown key \(key)")
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
