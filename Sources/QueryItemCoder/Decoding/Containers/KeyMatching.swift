import QueryItemCoderSupport

/// How a keyed container finds the name for a declared key.
enum KeyMode {
    /// Compare the declared key's bytes with the names.
    case exact
    /// Convert the declared key (cached) and compare: snake, kebab, UpperCamel.
    case convertDeclared(@Sendable (String) -> String)
    /// Compare both sides in lowerCamelCase (the payload side cached per node).
    case anyCase
    /// Convert the payload names with the closure (cached per node), compare with the key.
    case custom(@Sendable ([any CodingKey]) -> any CodingKey)

    init(_ strategy: URLQueryItemDecoder.KeyDecodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .exact
        case .convertFromSnakeCase: self = .convertDeclared(KeyCase.snakeCase)
        case .convertFromKebabCase: self = .convertDeclared(KeyCase.kebabCase)
        case .convertFromUpperCamelCase: self = .convertDeclared(KeyCase.upperCamelCase)
        case .convertFromAnyCase: self = .anyCase
        case .custom(let convert): self = .custom(convert)
        }
    }
}

extension DecodingState {
    /// The child of `parent` that `key` names, or -1.
    ///
    /// Tries the sibling after the previous match first: synthesized `init(from:)` asks for
    /// the keys in declaration order, which is the order the encoder wrote them.
    func child(of parent: Int32, for key: some CodingKey) -> Int32 {
        switch keyMode {
        case .exact:
            let string = key.stringValue
            if let found = string.utf8.withContiguousStorageIfAvailable({ child(of: parent, named: $0) }) {
                return found
            }
            return Array(string.utf8).withUnsafeBufferPointer { child(of: parent, named: $0) }
        case .convertDeclared(let convert):
            let string = key.stringValue
            let converted: [UInt8]
            if let cached = declaredKeyCache[string] {
                converted = cached
            } else {
                converted = Array(convert(string).utf8)
                declaredKeyCache[string] = converted
            }
            return converted.withUnsafeBufferPointer { child(of: parent, named: $0) }
        case .anyCase:
            let string = key.stringValue
            let declared: [UInt8]
            if let cached = declaredKeyCache[string] {
                declared = cached
            } else {
                declared = Array(KeyCase.lowerCamelCase(string).utf8)
                declaredKeyCache[string] = declared
            }
            return declared.withUnsafeBufferPointer { declared in
                firstChild(of: parent) { self.payloadKey($0, declared) }
            }
        case .custom:
            let declared = Array(key.stringValue.utf8)
            return declared.withUnsafeBufferPointer { declared in
                firstChild(of: parent) { self.payloadKey($0, declared) }
            }
        }
    }

    /// Whether the converted payload name of `node` equals `declared`.
    private func payloadKey(_ node: Int32, _ declared: UnsafeBufferPointer<UInt8>) -> Bool {
        convertedName(of: node).withUnsafeBufferPointer { $0.elementsEqual(declared) }
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
        let entry = nodes[Int(parent)]
        if entry.hint >= 0 {
            let next = nodes[Int(entry.hint)].nextSibling
            if next >= 0 && matches(next) {
                nodes[Int(parent)].hint = next
                return next
            }
        }
        var child = entry.firstChild
        while child >= 0 {
            if matches(child) {
                nodes[Int(parent)].hint = child
                return child
            }
            child = nodes[Int(child)].nextSibling
        }
        return -1
    }

    private func child(of parent: Int32, named name: UnsafeBufferPointer<UInt8>) -> Int32 {
        let entry = nodes[Int(parent)]
        if entry.hint >= 0 {
            let next = nodes[Int(entry.hint)].nextSibling
            if next >= 0 {
                let candidate = nodes[Int(next)]
                if QueryBytes.equal(bytes, candidate.nameStart, candidate.nameEnd, name) {
                    nodes[Int(parent)].hint = next
                    return next
                }
            }
        }
        if entry.childCount > ChildTable.threshold && entry.indexedInOrder {
            // Children named by indices in order are not in the child table.
            guard let index = ArrayElements.index(of: name) else { return -1 }
            let found = indexedChild(of: parent, at: index)
            if found >= 0 { nodes[Int(parent)].hint = found }
            return found
        }
        if entry.childCount > ChildTable.threshold {
            guard let base = name.baseAddress ?? UnsafePointer(bitPattern: 1) else { return -1 }
            let hash = ChildTable.hash(base, 0, Int32(name.count), parent: parent)
            let found = tree.table.withUnsafeBufferPointer { slots -> Int32 in
                var index = Int(hash) & (slots.count - 1)
                while slots.count > 0 {
                    let slot = slots[index]
                    if slot.node < 0 { return -1 }
                    if slot.hash == hash {
                        let node = nodes[Int(slot.node)]
                        if node.parent == parent, QueryBytes.equal(bytes, node.nameStart, node.nameEnd, name) {
                            return slot.node
                        }
                    }
                    index = (index + 1) & (slots.count - 1)
                }
                return -1
            }
            if found >= 0 { nodes[Int(parent)].hint = found }
            return found
        }
        var child = entry.firstChild
        while child >= 0 {
            let candidate = nodes[Int(child)]
            if QueryBytes.equal(bytes, candidate.nameStart, candidate.nameEnd, name) {
                nodes[Int(parent)].hint = child
                return child
            }
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
                if !nodes[Int(child)].isAppended, let index = ArrayElements.index(of: nodes[Int(child)], bytes: bytes) {
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
