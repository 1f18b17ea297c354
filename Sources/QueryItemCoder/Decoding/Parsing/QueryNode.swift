/// A value's bytes: a range of the parsed input, percent-decoded only when it is read.
struct QuerySlot {
    var start: Int32
    var end: Int32
    var flags: UInt32

    /// The bytes come from a query string or form body (not from query items): look for `%`,
    /// `+` and bytes above 0x7F when reading them, and decode and validate if there are any.
    static let needsDecoding: UInt32 = 1
    /// A name without `=` (`a` rather than `a=`).
    static let bare: UInt32 = 2
    /// The bytes live in the per-call arena (elements of a JSON array), not in the input.
    static let arena: UInt32 = 4
    /// A JSON `null` element.
    static let jsonNull: UInt32 = 8

    static let none = QuerySlot(start: 0, end: 0, flags: 0)

    @inline(__always) var isBare: Bool { flags & QuerySlot.bare != 0 }
    @inline(__always) var isEmpty: Bool { start == end }
}

/// One name of the query tree. Nodes live in one flat array: index 0 is the root, each
/// node links to its parent, first and last child and next sibling, and its name is a byte
/// range (already percent-decoded) of the per-call byte storage.
///
/// A node holds the values written for its name itself: the first in `value`, any more
/// (a repeated name, `a=1&a=2`) in the `extras` list. Children are the names nested below
/// it, in the order the query introduces them.
///
/// 56 bytes: at 1.5 million nodes (1.2 million pairs) the nodes are most of the memory a
/// call touches, so what only one phase needs shares a field (`lastChild` and `hint`) and a
/// child's name hash lives in the `ChildTable` slot rather than here.
struct QueryNode {
    var nameStart: Int32
    var nameEnd: Int32
    var parent: Int32
    var firstChild: Int32 = -1
    /// Building: the last child, where the next one is linked. Decoding: `hint`.
    var lastChild: Int32 = -1
    var nextSibling: Int32 = -1
    var childCount: Int32 = 0
    var valueCount: Int32 = 0
    var value = QuerySlot.none
    var extraHead: Int32 = -1
    var extraTail: Int32 = -1
    /// The name came from `[]` (an element appended to an array).
    var isAppended: Bool = false
    /// Some child came from `[]`: the node is an array (or, beside named children, a
    /// conflict), never an object whose members could be looked up by name.
    var hasAppendedChild: Bool = false
    /// Every named child is named by a distinct array index (`0` or a decimal without
    /// leading zeros) below `childCount`, and was added when `childCount` was its index: while
    /// this holds, the names are `0...childCount-1` in order among any `[]` children, the
    /// child named `childCount` does not exist yet, and no child is in the child table
    /// (`QueryTreeBuilder.child(of:start:end:position:)`).
    var indexedInOrder: Bool = true

    @inline(__always) var hasChildren: Bool { firstChild >= 0 }

    /// Decoding: the child a keyed container matched last (the next lookup tries its
    /// sibling), or -1. It starts as the last child, whose next sibling is none: the same as
    /// no hint. The tree is frozen once built, so `lastChild` is free for this.
    @inline(__always) var hint: Int32 {
        get { lastChild }
        set { lastChild = newValue }
    }
}

/// A value after the first one of a node.
struct QueryExtraValue {
    var slot: QuerySlot
    var next: Int32
}
