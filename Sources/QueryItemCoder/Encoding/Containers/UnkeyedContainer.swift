#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the elements of an array: each element becomes a child of the array's node, and
/// its index is its position there.
///
/// Holds the call's state strongly; every write checks access first (see `KeyedContainer`).
/// An array whose writes must all throw gets a `FailedUnkeyedContainer` instead (`make`).
struct UnkeyedContainer: UnkeyedEncodingContainer {
    let state: EncodingState
    /// The array's node.
    let node: Int
    let path: CodingPath
    /// The array's own style, which its elements take.
    let style: StyleID
    /// That style, looked up once for all elements when it is not the encoder's own.
    private let fieldStyle: ValueStyle?

    init(state: EncodingState, node: Int, path: CodingPath, style: StyleID) {
        self.state = state
        self.node = node
        self.path = path
        self.style = style
        fieldStyle = style == .coder ? nil : state.style(style)
    }

    /// The elements' style. (A force unwrap after the test, not an optional binding, which
    /// would copy the reference for each element.)
    @inline(__always)
    private var elements: ValueStyle { style == .coder ? state.coderStyle : fieldStyle! }

    /// The container for array `node`, or, when `failure` is set, one whose every write
    /// throws it.
    static func make(state: EncodingState, node: Int, path: CodingPath, style: StyleID,
                     failure: (any Error)?) -> any UnkeyedEncodingContainer {
        let array = UnkeyedContainer(state: state, node: node, path: path, style: style)
        if let failure { return FailedUnkeyedContainer(array: array, error: failure) }
        return array
    }

    var codingPath: [any CodingKey] { path.keys }

    /// The number of elements written (through any container of this array). Another thread,
    /// or a container kept after its call, reads 0 rather than touch the call's state.
    var count: Int {
        guard state.accessError(path: { [] }) == nil, state.tree.nodes[node].kind == .array else { return 0 }
        return state.tree.nodes[node].count
    }

    /// Checks that the container may be written to, and returns the next element's index.
    private func begin() throws -> Int {
        try state.checkThread(path: { path.keys })
        return try state.tree.beginElement(of: node, path: path)
    }

    /// Writes an element through `write`, which returns the kind of node it wrote, or `nil`
    /// for a value that is not a scalar; `write` gets the element's index, for the coding path
    /// of its errors (`elementPath`: never read from the tree, which is being written then).
    /// Returns the element's index and, for a value that is not a scalar, the pending node it
    /// is to be encoded into (`EncodingTree.writeElement`). Each `encode` passes the one
    /// closure that writes its value (a scalar's returns `.scalar`).
    private func write(_ write: (Int, inout [UInt8]) throws -> EncodingNode.Kind?) throws -> (index: Int, pending: Int?) {
        try state.checkThread(path: { path.keys })
        return try state.tree.writeElement(of: node, path: path, write: write)
    }

    /// The coding path of the element at `index`.
    private func elementPath(_ index: Int) -> [any CodingKey] {
        path.keys + [QueryCodingKey(index: index)]
    }

    /// The coding path of the next element.
    private var nextElementPath: [any CodingKey] {
        path.keys + [QueryCodingKey(index: state.tree.nodes[node].count)]
    }

    func encodeNil() throws {
        _ = try write { _, _ in .null }
        // The renderer writes the `nil` in its own style.
        state.tree.setStyle(state.tree.nodes.count - 1, style)
    }

    /// Throws for a `false` in the `.checkbox` style: left out, the elements after it would
    /// shift (`CheckboxBools`). Checked before anything else, also in a failed array.
    func refuseOmittedFalse(_ value: Bool) throws {
        if !value && state.checkboxBools, case .checkbox = elements.bools {
            try state.checkAccess(path: { path.keys })
            throw CheckboxBools.falseCannotBeOmitted(setting: elements.boolsSetting, path: nextElementPath)
        }
    }

    func encode(_ value: Bool) throws {
        try refuseOmittedFalse(value)
        let bools = elements.bools
        _ = try write { _, text in ScalarText.appendBool(value, bools, to: &text); return .scalar }
    }
    func encode(_ value: String) throws { _ = try write { _, text in ScalarText.appendString(value, to: &text); return .scalar } }
    func encode(_ value: Double) throws {
        _ = try write { index, text in
            try ScalarText.appendDouble(value, style: elements, to: &text, path: { elementPath(index) })
            return .scalar
        }
    }
    func encode(_ value: Float) throws {
        _ = try write { index, text in
            try ScalarText.appendFloat(value, style: elements, to: &text, path: { elementPath(index) })
            return .scalar
        }
    }
    func encode(_ value: Int) throws { _ = try write { _, text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: Int8) throws { _ = try write { _, text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: Int16) throws { _ = try write { _, text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: Int32) throws { _ = try write { _, text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: Int64) throws { _ = try write { _, text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: UInt) throws { _ = try write { _, text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: UInt8) throws { _ = try write { _, text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: UInt16) throws { _ = try write { _, text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: UInt32) throws { _ = try write { _, text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: UInt64) throws { _ = try write { _, text in IntegerText.append(value, to: &text); return .scalar } }

    func encode<T: Encodable>(_ value: T) throws {
        // A `Bool` reached through a generic caller (`[Bool]`) is checked as above.
        if state.checkboxBools && T.self == Bool.self { return try encode(value as! Bool) }
        let (index, pending) = try write { index, text in
            try ScalarText.appendDirect(value, style: elements, to: &text, path: { elementPath(index) }) ? .scalar : nil
        }
        if let pending { try state.encodeValue(value, node: pending, path: path.appending(index: index), style: style, valueStyle: elements) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let (child, childPath, error) = nested(kind: .object)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(state: state, node: child, path: childPath, style: style,
                                                                failure: error))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let (child, childPath, error) = nested(kind: .array)
        return UnkeyedContainer.make(state: state, node: child, path: childPath, style: style, failure: error)
    }

    func superEncoder() -> any Encoder {
        let (child, childPath, error) = nested(kind: .pending)
        if let error { return FailedEncoder(state: state, path: childPath, error: error) }
        return QueryValueEncoder(state: state, node: child, path: childPath, style: style)
    }

    /// The next element for a nested container or encoder, or the error its writes must throw.
    private func nested(kind: EncodingNode.Kind) -> (Int, CodingPath, (any Error)?) {
        do {
            let index = try begin()
            let childPath = path.appending(index: index)
            let arrayStyle = elements
            if kind != .pending && ValueStyle.isOneValue(arrayStyle.arrays) {
                return (node, childPath, EncodingErrors.elementContainer(arrayStyle, path: childPath.keys))
            }
            let (child, error) = state.nestedChild(of: node, key: nil, kind: kind, path: childPath, style: style)
            return (child, childPath, error)
        } catch {
            return (node, path, error)
        }
    }
}
