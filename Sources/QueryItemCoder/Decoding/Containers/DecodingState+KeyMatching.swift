import QueryItemCoderSupport

extension DecodingState {
    /// The child of `parent` that `key` names, or -1.
    ///
    /// Tries the sibling after the previous match first: synthesized `init(from:)` asks for
    /// the keys in declaration order, which is the order the encoder wrote them.
    func child(of parent: Int32, for key: some CodingKey) -> Int32 {
        switch keyMode {
        case .exact:
            return child(of: parent, named: key.stringValue.utf8)
        case .convertDeclared(let convert):
            let string = key.stringValue
            let converted: [UInt8]
            if let cached = declaredKeyCache[string] {
                converted = cached
            } else {
                converted = Array(convert(string).utf8)
                declaredKeyCache[string] = converted
            }
            return child(of: parent, named: converted)
        case .anyCase:
            let string = key.stringValue
            let declared: [UInt8]
            if let cached = declaredKeyCache[string] {
                declared = cached
            } else {
                declared = Array(KeyCase.lowerCamelCase(string).utf8)
                declaredKeyCache[string] = declared
            }
            return firstChild(of: parent) { self.convertedName(of: $0) == declared }
        case .custom:
            let declared = Array(key.stringValue.utf8)
            return firstChild(of: parent) { self.convertedName(of: $0) == declared }
        }
    }

    /// The payload name of `node` converted to the declared form (any-case or custom).
    func convertedName(of node: Int32) -> [UInt8] {
        if let cached = payloadKeyCache[node] { return cached }
        let converted: [UInt8]
        switch keyMode {
        case .exact: converted = Array(name(of: node).utf8)
        case .convertDeclared, .anyCase: converted = Array(KeyCase.lowerCamelCase(name(of: node)).utf8)
        case .custom(let convert):
            var path = codingPath(ValueRef(node: nodes[Int(node)].parent))
            path.append(QueryCodingKey(stringValue: name(of: node)))
            converted = Array(convert(path).stringValue.utf8)
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

    private func firstChild(of parent: Int32, where matches: (Int32) -> Bool) -> Int32 {
        let hint = hints[Int(parent)]
        if hint >= 0 {
            let next = nodes[Int(hint)].nextSibling
            if next >= 0 && matches(next) {
                hints[Int(parent)] = next
                return next
            }
        }
        var child = nodes[Int(parent)].firstChild
        while child >= 0 {
            if matches(child) {
                hints[Int(parent)] = child
                return child
            }
            child = nodes[Int(child)].nextSibling
        }
        return -1
    }

    private func child(of parent: Int32, named name: some Collection<UInt8>) -> Int32 {
        let found = lookUp(in: parent, named: name)
        if found >= 0 { hints[Int(parent)] = found }
        return found
    }

    private func lookUp(in parent: Int32, named name: some Collection<UInt8>) -> Int32 {
        let hint = hints[Int(parent)]
        if hint >= 0 {
            let next = nodes[Int(hint)].nextSibling
            if next >= 0 && QueryBytes.equal(bytes, nodes[Int(next)].nameStart, nodes[Int(next)].nameEnd, name) {
                return next
            }
        }
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
