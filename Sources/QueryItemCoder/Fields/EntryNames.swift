/// How messages spell the `.numberedEntries` object style and `.numberedMembers(named:)`,
/// as the code that sets them does.
enum EntryNames {
    static func spelled(entry: String?, key: String, value: String) -> String {
        if entry == "entry" && key == "key" && value == "value" { return "numberedEntries" }
        return "numberedEntries(entry: \(entry.map { "\"\($0)\"" } ?? "nil"), key: \"\(key)\", value: \"\(value)\")"
    }
}
