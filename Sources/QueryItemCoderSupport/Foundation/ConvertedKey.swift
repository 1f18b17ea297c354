/// The coding key a key strategy returns: a converted string and nothing else, one
/// `String` wide so that it fits an existential's inline storage (no boxing per key).
struct ConvertedKey: CodingKey, Sendable {
    let stringValue: String

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    var intValue: Int? { nil }

    init?(intValue: Int) {
        return nil
    }
}
