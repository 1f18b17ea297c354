/// One name of the query tree. Nodes live in one flat array: index 0 is the root, each
/// node links to its parent, first and last child and next sibling, and its name is a byte
/// range (already percent-decoded) of the tree's bytes.
///
/// A node holds the values written for its name itself: the first in `value`, any more
/// (a repeated name, `a=1&a=2`) in the `extras` list. Children are the names nested below
/// it, in the order the query introduces them.
struct QueryNode {
    var nameStart: Int32
    var nameEnd: Int32
    var parent: Int32
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var nextSibling: Int32 = -1
    var childCount: Int32 = 0
    var valueCount: Int32 = 0
    var value = QuerySlot.none
    var extraHead: Int32 = -1
    var extraTail: Int32 = -1
    /// How many earlier siblings came from `[]`: an appended node's index among them, its
    /// index in its coding path (set when the node is added, so that a path costs its
    /// depth, not the width of the arrays on it).
    var appendedBefore: Int32 = 0
    /// The name came from `[]` (an element appended to an array).
    var isAppended: Bool = false
    /// Some child came from `[]`: the node is an array (or, beside named children, a
    /// conflict), never an object whose members could be looked up by name.
    var hasAppendedChild: Bool = false
    /// Every named child is named by a distinct array index (`0` or a decimal without
    /// leading zeros) below `childCount`, and was added when `childCount` was its index: while
    /// this holds, the names are `0...childCount-1` in order among any `[]` children, the
    /// child named `childCount` does not exist yet, and no child is in the child table
    /// (`QueryTreeBuilder.child(of:start:end:)`).
    var indexedInOrder: Bool = true

    var hasChildren: Bool { firstChild >= 0 }
}
