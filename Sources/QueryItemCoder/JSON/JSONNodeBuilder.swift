/// A JSON value under construction by ``JSONTreeEncoder``: containers are filled in
/// place by reference, the way nested encoding containers need.
final class JSONNodeBuilder {
    enum Kind {
        case unset
        case null
        case bool(Bool)
        /// A number's text, written raw.
        case number(String)
        case string(String)
        case array
        case object
    }

    var kind: Kind = .unset
    /// The members of an object (with ``keys``) or the elements of an array.
    var children: [JSONNodeBuilder] = []
    /// The member names of an object, in encoding order.
    var keys: [String] = []
    /// Member name to position, to replace a member encoded twice in place.
    var offsets: [String: Int] = [:]
    /// Whether the writer sorts this object's keys: set for a `Dictionary`, which has no
    /// order of its own, so the output is the same on every run.
    var sortsKeys = false

    init() {}

    /// Makes this node an object (if it is not one already).
    func becomeObject() {
        if case .object = kind { return }
        kind = .object
        children = []
        keys = []
        offsets = [:]
    }

    /// Makes this node an array (if it is not one already).
    func becomeArray() {
        if case .array = kind { return }
        kind = .array
        children = []
    }

    /// The member node for `key`, new at the end or the existing one emptied in place.
    func member(_ key: String) -> JSONNodeBuilder {
        let node = JSONNodeBuilder()
        if let offset = offsets[key] {
            children[offset] = node
        } else {
            offsets[key] = children.count
            keys.append(key)
            children.append(node)
        }
        return node
    }

    /// A new element at the end of an array.
    func appendElement() -> JSONNodeBuilder {
        let node = JSONNodeBuilder()
        children.append(node)
        return node
    }
}
