/// A member of a delimited object (`color=R,100,G,200` under `.commaSeparated`) that was
/// looked up: the object's value and the member's name, kept by the call's state so that
/// the coding path of an error in the member's value is `color.R`.
///
/// A member's `ValueRef` carries `base + its index` in `DecodingState.delimitedMembers` as
/// its `element`, so that every reader takes it for a value of its own (`ref.slot`). Array
/// elements split from values stay far below `base`: each one costs a `QuerySlot` of 12
/// bytes, and a call cannot hold 2^30 of them.
struct DelimitedMember {
    /// The first `element` that names a member rather than an array element.
    static let base: Int32 = 1 << 30

    /// The object's value: a node, or an element of an array of delimited objects.
    var object: ValueRef
    var name: String
}
