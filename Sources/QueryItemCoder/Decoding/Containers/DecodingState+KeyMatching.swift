import QueryItemCoderSupport

extension DecodingState {
    /// The child of `parent` that `key` names, or -1.
    func child(of parent: Int32, for key: some CodingKey) -> Int32 {
        switch keyMode {
        case .exact:
            let string = key.stringValue
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                let utf8 = string.utf8
                return child(of: parent, named: utf8.span)
            }
            let name = ContiguousArray(string.utf8)
            return child(of: parent, named: name.span)
        case .convertDeclared(let convert):
            let converted = declaredName(key.stringValue, convert)
            return child(of: parent, named: converted.span)
        case .anyCase:
            let declared = declaredName(key.stringValue, KeyCase.lowerCamelCase)
            return firstChild(of: parent) { self.convertedName(of: $0) == declared }
        case .custom:
            let declared = ContiguousArray(key.stringValue.utf8)
            return firstChild(of: parent) { self.convertedName(of: $0) == declared }
        }
    }

    /// The child of `parent` named exactly `name` (a field's wire name), or -1.
    func child(of parent: Int32, wireName name: String) -> Int32 {
        let bytes = ContiguousArray(name.utf8)
        return child(of: parent, named: bytes.span)
    }

    /// A declared key converted to the form names take, cached per key.
    private func declaredName(_ key: String, _ convert: (String) -> String) -> ContiguousArray<UInt8> {
        if let cached = declaredKeyCache[key] { return cached }
        let converted = ContiguousArray(convert(key).utf8)
        declaredKeyCache[key] = converted
        return converted
    }

    /// The payload name of `node` converted to the declared form (any-case or custom).
    func convertedName(of node: Int32) -> ContiguousArray<UInt8> {
        if let cached = payloadKeyCache[node] { return cached }
        let converted: ContiguousArray<UInt8>
        switch keyMode {
        case .exact: converted = ContiguousArray(name(of: node).utf8)
        case .convertDeclared, .anyCase: converted = ContiguousArray(KeyCase.lowerCamelCase(name(of: node)).utf8)
        case .custom(let convert):
            var path = codingPath(ValueRef(node: nodes[Int(node)].parent))
            path.append(QueryCodingKey(stringValue: name(of: node)))
            converted = ContiguousArray(convert(path).stringValue.utf8)
        }
        payloadKeyCache[node] = converted
        return converted
    }

    /// The string `allKeys` reports for a child: the name itself, or under a conversion the
    /// declared form it matches.
    func keyString(of node: Int32) -> String {
        if case .exact = keyMode { return name(of: node) }
        return String(decoding: convertedName(of: node), as: UTF8.self)
    }

    /// The first child that `matches`, trying the sibling after the previous match first:
    /// synthesized `init(from:)` asks for the keys in declaration order, which is the order
    /// the encoder wrote them, and each test converts a name.
    private func firstChild(of parent: Int32, where matches: (Int32) -> Bool) -> Int32 {
        if let hint = hints[parent] {
            let next = nodes[Int(hint)].nextSibling
            if next >= 0 && matches(next) {
                hints[parent] = next
                return next
            }
        }
        var child = nodes[Int(parent)].firstChild
        while child >= 0 {
            if matches(child) {
                hints[parent] = child
                return child
            }
            child = nodes[Int(child)].nextSibling
        }
        return -1
    }

    /// The child of `parent` named `name`, or -1: the last child (a name that repeats), the
    /// child table for nodes with many children, or a scan of the few.
    private func child(of parent: Int32, named name: Span<UInt8>) -> Int32 {
        let entry = nodes[Int(parent)]
        if entry.childCount > ChildTable.threshold && entry.indexedInOrder {
            // Children named by indices in order are not in the child table.
            guard let index = ArrayIndex.value(of: name) else { return -1 }
            return indexedChild(of: parent, at: index)
        }
        if entry.childCount > ChildTable.threshold {
            return ChildTable.find(in: table, nodes: nodes, bytes: bytes, parent: parent,
                                   name: name, hash: ChildTable.hash(name, parent: parent))
        }
        var child = entry.firstChild
        while child >= 0 {
            let candidate = nodes[Int(child)]
            if QueryBytes.equal(bytes, candidate.nameStart, candidate.nameEnd, name) { return child }
            child = candidate.nextSibling
        }
        return -1
    }

    /// The child named by array index `index` of a node whose children are indexed in order
    /// (`QueryNode.indexedInOrder`), or -1: from a list of its children by index, made on
    /// the first such lookup.
    private func indexedChild(of parent: Int32, at index: Int) -> Int32 {
        let byIndex: [Int32]
        if let made = indexedChildren[parent] {
            byIndex = made
        } else {
            var made = [Int32](repeating: -1, count: Int(nodes[Int(parent)].childCount))
            var child = nodes[Int(parent)].firstChild
            while child >= 0 {
                if !nodes[Int(child)].isAppended, let index = ArrayIndex.value(of: nodes[Int(child)], in: bytes) {
                    made[index] = child
                }
                child = nodes[Int(child)].nextSibling
            }
            indexedChildren[parent] = made
            byIndex = made
        }
        return index < byIndex.count ? byIndex[index] : -1
    }
}
