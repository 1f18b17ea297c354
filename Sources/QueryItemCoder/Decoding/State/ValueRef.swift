/// Where a value sits: a node, and for the elements that are not nodes of their own
/// (repeated values, comma-separated parts, JSON elements), the element's index and bytes.
struct ValueRef {
    var node: Int32
    /// -1: the node itself.
    var element: Int32
    var slot: QuerySlot

    init(node: Int32) {
        self.node = node
        element = -1
        slot = .none
    }

    init(node: Int32, element: Int32, slot: QuerySlot) {
        self.node = node
        self.element = element
        self.slot = slot
    }
}
