/// A value's style as both coders' containers carry it: an index into the call's
/// `FieldStyleTable`, so that copying a container, which the standard library's container
/// boxes do on every call, costs no reference counting. `coder` is the coder's own style with
/// nothing declared: the only one a call without field strategies ever uses, and the one
/// that never reaches the table.
struct StyleID: Hashable {
    let raw: Int32

    static let coder = StyleID(raw: 0)
}
