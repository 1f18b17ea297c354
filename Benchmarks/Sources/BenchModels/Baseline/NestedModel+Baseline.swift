import Foundation

extension NestedModel {
    /// Hand-written encoder: the speed of light for this model.
    public func baselineQuery() -> String {
        var writer = QueryWriter(capacity: 4_096)
        writer.key("id"); writer.integer(id)
        writer.key("title"); writer.escaped(title)
        writer.key("owner%5Bname%5D"); writer.escaped(owner.name)
        writer.key("owner%5Bemail%5D"); writer.escaped(owner.email)
        writer.key("owner%5Baddress%5D%5Bstreet%5D"); writer.escaped(owner.address.street)
        writer.key("owner%5Baddress%5D%5Bcity%5D"); writer.escaped(owner.address.city)
        writer.key("owner%5Baddress%5D%5Bzip%5D"); writer.escaped(owner.address.zip)
        writer.key("settings%5BnotifyNews%5D"); writer.bool(settings.notifyNews)
        writer.key("settings%5BnotifyCabinet%5D"); writer.bool(settings.notifyCabinet)
        writer.key("settings%5Btheme%5D"); writer.escaped(settings.theme)
        for tag in tags { writer.key("tags%5B%5D"); writer.escaped(tag) }
        for score in scores { writer.key("scores%5B%5D"); writer.integer(score) }
        for (index, item) in items.enumerated() {
            writer.key("items%5B", equals: false); writer.integer(index); writer.raw("%5D%5Bid%5D=")
            writer.integer(item.id)
            writer.key("items%5B", equals: false); writer.integer(index); writer.raw("%5D%5Bname%5D=")
            writer.escaped(item.name)
            writer.key("items%5B", equals: false); writer.integer(index); writer.raw("%5D%5Bprice%5D=")
            writer.double(item.price)
            writer.key("items%5B", equals: false); writer.integer(index); writer.raw("%5D%5BinStock%5D=")
            writer.bool(item.inStock)
        }
        writer.key("created"); writer.date(created)
        return writer.string
    }

    private struct PartialItem {
        var id: Int?, name: String?, price: Double?, inStock: Bool?
    }

    /// Hand-written parser for ``baselineQuery()``'s output.
    public init(baselineQuery query: String) throws {
        var id: Int?, title: String?, created: Date?
        var ownerName: String?, ownerEmail: String?, street: String?, city: String?, zip: String?
        var notifyNews: Bool?, notifyCabinet: Bool?, theme: String?
        var tags: [String] = [], scores: [Int] = [], partial: [PartialItem] = []
        try QueryScanner.forEachPair(in: query) { key, value in
            switch key {
            case "id": id = try value.int()
            case "title": title = value.string
            case "owner[name]": ownerName = value.string
            case "owner[email]": ownerEmail = value.string
            case "owner[address][street]": street = value.string
            case "owner[address][city]": city = value.string
            case "owner[address][zip]": zip = value.string
            case "settings[notifyNews]": notifyNews = try value.bool()
            case "settings[notifyCabinet]": notifyCabinet = try value.bool()
            case "settings[theme]": theme = value.string
            case "tags[]": tags.append(value.string)
            case "scores[]": scores.append(try value.int())
            case "created": created = try value.date()
            default:
                guard let (index, rest) = key.indexed("items[") else {
                    throw BaselineError("unknown key \(key.string)")
                }
                try QueryScanner.slot(&partial, index) { PartialItem() }
                switch rest {
                case "[id]": partial[index].id = try value.int()
                case "[name]": partial[index].name = value.string
                case "[price]": partial[index].price = try value.double()
                case "[inStock]": partial[index].inStock = try value.bool()
                default: throw BaselineError("unknown key \(key.string)")
                }
            }
        }
        self.init(
            id: try QueryScanner.required(id, "id"),
            title: try QueryScanner.required(title, "title"),
            owner: Owner(
                name: try QueryScanner.required(ownerName, "owner[name]"),
                email: try QueryScanner.required(ownerEmail, "owner[email]"),
                address: Address(
                    street: try QueryScanner.required(street, "street"),
                    city: try QueryScanner.required(city, "city"),
                    zip: try QueryScanner.required(zip, "zip")
                )
            ),
            settings: Settings(
                notifyNews: try QueryScanner.required(notifyNews, "notifyNews"),
                notifyCabinet: try QueryScanner.required(notifyCabinet, "notifyCabinet"),
                theme: try QueryScanner.required(theme, "theme")
            ),
            tags: tags,
            scores: scores,
            items: try partial.map { item in
                Item(
                    id: try QueryScanner.required(item.id, "items[id]"),
                    name: try QueryScanner.required(item.name, "items[name]"),
                    price: try QueryScanner.required(item.price, "items[price]"),
                    inStock: try QueryScanner.required(item.inStock, "items[inStock]")
                )
            },
            created: try QueryScanner.required(created, "created")
        )
    }
}
