import Foundation

extension LargeModel {
    /// Hand-written encoder: the speed of light for this model.
    public func baselineQuery() -> String {
        var writer = QueryWriter(capacity: 16_384)
        writer.key("id"); writer.integer(id)
        writer.key("title"); writer.escaped(title)
        writer.key("summary"); writer.escaped(summary)
        writer.key("status"); writer.escaped(status)
        writer.key("version"); writer.integer(version)
        writer.key("locale"); writer.escaped(locale)
        writer.key("published"); writer.bool(published)
        writer.key("rating"); writer.double(rating)
        writer.key("created"); writer.date(created)
        writer.key("updated"); writer.date(updated)
        Self.write(author, prefix: "author", to: &writer)
        if let reviewer { Self.write(reviewer, prefix: "reviewer", to: &writer) }
        for (index, section) in sections.enumerated() {
            Self.write(section, index: index, to: &writer)
        }
        for metric in metrics { writer.key("metrics%5B%5D"); writer.integer(metric) }
        for label in labels { writer.key("labels%5B%5D"); writer.escaped(label) }
        return writer.string
    }

    private static func write(_ person: Person, prefix: StaticString, to writer: inout QueryWriter) {
        writer.key(prefix, equals: false); writer.raw("%5Bid%5D="); writer.integer(person.id)
        writer.key(prefix, equals: false); writer.raw("%5BfirstName%5D="); writer.escaped(person.firstName)
        writer.key(prefix, equals: false); writer.raw("%5BlastName%5D="); writer.escaped(person.lastName)
        writer.key(prefix, equals: false); writer.raw("%5Bemail%5D="); writer.escaped(person.email)
        writer.key(prefix, equals: false); writer.raw("%5Bphone%5D="); writer.escaped(person.phone)
        writer.key(prefix, equals: false); writer.raw("%5Bage%5D="); writer.integer(person.age)
        writer.key(prefix, equals: false); writer.raw("%5Bverified%5D="); writer.bool(person.verified)
        writer.key(prefix, equals: false); writer.raw("%5Bjoined%5D="); writer.date(person.joined)
    }

    private static func write(_ section: Section, index: Int, to writer: inout QueryWriter) {
        func start(_ field: StaticString) {
            writer.key("sections%5B", equals: false); writer.integer(index); writer.raw(field)
        }
        start("%5D%5Bid%5D="); writer.integer(section.id)
        start("%5D%5Bheading%5D="); writer.escaped(section.heading)
        start("%5D%5Bbody%5D="); writer.escaped(section.body)
        start("%5D%5Bposition%5D="); writer.integer(section.position)
        start("%5D%5Bvisible%5D="); writer.bool(section.visible)
        start("%5D%5Bweight%5D="); writer.double(section.weight)
        start("%5D%5Bupdated%5D="); writer.date(section.updated)
        for tag in section.tags { start("%5D%5Btags%5D%5B%5D="); writer.escaped(tag) }
        start("%5D%5Bstats%5D%5Bviews%5D="); writer.integer(section.stats.views)
        start("%5D%5Bstats%5D%5Blikes%5D="); writer.integer(section.stats.likes)
        start("%5D%5Bstats%5D%5Bshares%5D="); writer.integer(section.stats.shares)
    }
}
