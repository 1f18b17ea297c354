/// What the fields above a value set, over the encoder's own settings: what a value inherits
/// from its field and passes on to everything inside it.
///
/// With the settings' origins it is a `ValueStyle`'s `identity`: the call's `FieldStyleTable`
/// keeps one `ValueStyle` for each distinct one it meets; the empty one is the encoder's own
/// style. The settings themselves, and where each came from, are the style's `Settings`.
struct FieldStyle: Hashable {
    var strategy = QueryFieldStrategy()
    /// A numbered array style a field set above this value and a deeper one replaced, with
    /// its origin: everything inside a numbered element is named with dots, so a dot in a
    /// key stays refused below it (`ValueStyle.dots`).
    var numberedAbove: UnreadableKey.DotSetting?
    var numberedAboveOrigin = FieldOrigin.coder

    /// This style with `other` laid over it, setting by setting; `arraysOrigin` is where the
    /// array style that `other` may replace came from.
    func laying(_ other: QueryFieldStrategy, arraysOrigin: FieldOrigin) -> FieldStyle {
        var laid = self
        if numberedAbove == nil, let replaced = strategy.arrays, let arrays = other.arrays {
            switch (replaced, arrays) {
            case (.numbered, .numbered), (.numberedMembers, .numberedMembers): break
            case (.numbered, _): laid.numberedAbove = .numbered; laid.numberedAboveOrigin = arraysOrigin
            case (.numberedMembers, _): laid.numberedAbove = .numberedMembers; laid.numberedAboveOrigin = arraysOrigin
            default: break
            }
        }
        laid.strategy = strategy.merging(other)
        return laid
    }
}
