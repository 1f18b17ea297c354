/// The settings of a value that differ from the encoder's own, and where each came from:
/// what a value inherits from its field and passes on to everything inside it.
///
/// It is a `ValueStyle`'s `identity`: the call's `FieldStyleTable` keeps one `ValueStyle` for
/// each distinct `FieldStyle` it meets; the empty one is the encoder's own style.
struct FieldStyle: Hashable {
    var strategy = QueryFieldStrategy()
    /// Where each setting of `strategy` came from (`.coder`: the encoder's own).
    var origins = FieldSettingOrigins()
    /// A numbered array style a field set above this value and a deeper one replaced, with
    /// its origin: everything inside a numbered element is named with dots, so a dot in a
    /// key stays refused below it (`ValueStyle.dots`).
    var numberedAbove: UnreadableKey.DotSetting?
    var numberedAboveOrigin = FieldOrigin.coder

    /// Lays `other` over this style, setting by setting, each setting it names recorded as
    /// coming from `origin`.
    mutating func lay(_ other: QueryFieldStrategy, from origin: FieldOrigin) {
        if numberedAbove == nil, let replaced = strategy.arrays, let arrays = other.arrays {
            switch (replaced, arrays) {
            case (.numbered, .numbered), (.numberedMembers, .numberedMembers), (.numberedMembersNamed, .numberedMembersNamed): break
            case (.numbered, _): numberedAbove = .numbered; numberedAboveOrigin = origins.arrays
            case (.numberedMembers, _), (.numberedMembersNamed, _): numberedAbove = .numberedMembers; numberedAboveOrigin = origins.arrays
            default: break
            }
        }
        strategy = strategy.merging(other)
        if other.arrays != nil { origins.arrays = origin }
        if other.objects != nil { origins.objects = origin }
        if other.dates != nil { origins.dates = origin }
        if other.bools != nil { origins.bools = origin }
        if other.nils != nil { origins.nils = origin }
        if other.data != nil { origins.data = origin }
        if other.emptyCollections != nil { origins.emptyCollections = origin }
    }
}
