/// A value after the first one of a node (`a=1&a=2`), linked to the next in a list.
struct QueryExtraValue {
    var slot: QuerySlot
    var next: Int32
}
