/// The members of one place (a `ConventionNode` the call met) as a keyed container there
/// reads them (`FieldStyleTable.members(of:)`): each member whose conventions differ, by key,
/// with its wire name, its id in the table and its style; every other key takes `other`.
/// Made once per place by the table that first meets it, kept with that table for the calls
/// that start from it (`FieldStyleTable.Resolved`), and never changed, so a container looks a
/// key up without touching the call's table.
final class PlaceMembers<Style: FieldStyling> {
    /// The place's own style.
    let style: Style
    let keys: [String]
    let wireNames: [String?]
    let ids: [StyleID]
    let styles: [Style]
    let other: StyleID
    let otherStyle: Style
    /// The place without its declaration: the style of an array position's value (the
    /// encoder's `Index 3` keys).
    let plain: StyleID
    let plainStyle: Style
    /// Whether a member has a wire name: else a container skips the look-up of each key's
    /// name (and the reference count of this object it takes).
    let renames: Bool
    /// Whether a value here may take `.checkbox` bools (the encoder's `checkboxBools`).
    let mayTakeCheckbox: Bool

    init(style: Style, keys: [String], wireNames: [String?], ids: [StyleID], styles: [Style], other: StyleID, otherStyle: Style,
         plain: StyleID, plainStyle: Style) {
        self.style = style
        self.keys = keys
        self.wireNames = wireNames
        self.ids = ids
        self.styles = styles
        self.other = other
        self.otherStyle = otherStyle
        self.plain = plain
        self.plainStyle = plainStyle
        renames = wireNames.contains { $0 != nil }
        mayTakeCheckbox = styles.contains { $0.isCheckbox } || otherStyle.isCheckbox || plainStyle.isCheckbox
    }

    /// The index of `key` among the members that differ, or nil.
    @inline(__always)
    func index(of key: String) -> Int? {
        for index in keys.indices where keys[index] == key { return index }
        return nil
    }

    /// The id and style of the value under `key`.
    @inline(__always)
    func member(_ key: String) -> (id: StyleID, style: Style) {
        guard let index = index(of: key) else { return (other, otherStyle) }
        return (ids[index], styles[index])
    }

    /// The wire name of the field under `key` (`QueryFieldStrategy.wireName`), or nil.
    @inline(__always)
    func wireName(_ key: String) -> String? {
        guard let index = index(of: key) else { return nil }
        return wireNames[index]
    }
}
