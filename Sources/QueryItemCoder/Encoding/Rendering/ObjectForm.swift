/// How the renderer writes one object, resolved once when it opens the object from the
/// object's style, the output form and what the containers around it impose (`Nesting`);
/// the member loop only reads it.
///
/// | strategy                          | form                  | `color = {R: 100, G: 200}`   |
/// |-----------------------------------|-----------------------|------------------------------|
/// | the root object                   | `.members(.none)`     | `R=100&G=200`                |
/// | `.brackets` (`.jsonObject` nested through the API) | `.members(.bracket)` | `color[R]=100&color[G]=200` |
/// | `.dots`, or inside a numbered element or entry | `.members(.dot)` | `color.R=100&color.G=200` |
/// | `.flattened`                      | `.flattened`          | `R=100&G=200`, named as the parent's members |
/// | `.commaSeparated`, `.spaceDelimited`, `.pipeDelimited` | `.delimited(separator)` | `color=R,100,G,200` |
/// | `.numberedEntries`                | `.numberedEntries`    | `color.entry.1.key=R&color.entry.1.value=100&…` |
enum ObjectForm {
    /// Each member is a pair (or pairs) of its own, named by the object's name and its key's
    /// component: nothing at the root, `.key`, `[key]` or `%5Bkey%5D`.
    case members(ScalarPair.Opening)
    /// The members are written as members of the object's parent (`QueryRenderer.renderFlattened`).
    case flattened
    /// One pair: each member's key and value, joined by the separator.
    case delimited(Separator)
    /// Numbered entries, each with the member's key and value under fixed names, escaped as
    /// names are: `.entry.1.key` (no entry name: `.1.key`) and `.entry.1.value`.
    case numberedEntries(entry: [UInt8]?, key: [UInt8], value: [UInt8])

    /// The form of an object that is not the root, in `style` (whose id is `id`), inside
    /// `nesting`, written in `form`.
    init(style: borrowing ValueStyle, id: StyleID, nesting: QueryRenderer.Nesting, in form: OutputForm) {
        switch style.objects {
        // A `.jsonObject` object is a scalar by now (`JSONObjectText`); one made through
        // `nestedContainer(keyedBy:forKey:)`, which has no value to write as JSON, nests.
        case .brackets, .jsonObject: self = .members(nesting.numbered ? .dot : form.bracket)
        case .dots: self = .members(.dot)
        case .commaSeparated: self = .delimited(Separator(0x2C, in: form))
        case .spaceDelimited: self = .delimited(Separator(0x20, in: form))
        case .pipeDelimited: self = .delimited(Separator(0x7C, in: form))
        case .flattened: self = .flattened
        case .numberedEntries(let entry, let key, let value):
            // An object inside an entry's value that inherited the map's style: dots.
            if nesting.entries == id { self = .members(.dot); return }
            self = .numberedEntries(entry: entry.map(form.nameComponent), key: form.nameComponent(key),
                                    value: form.nameComponent(value))
        }
    }
}
