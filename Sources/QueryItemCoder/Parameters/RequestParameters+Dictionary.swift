extension RequestParameters {
    /// The keys, in order.
    ///
    /// - Complexity: O(1)
    public var keys: [String] { _keys }

    /// The values, in the order of their keys.
    ///
    /// - Complexity: O(1)
    public var values: [any RequestParameterValue] { _values }

    /// The value for `key`, or `nil` when there is none.
    ///
    /// Assigning a value to an existing key replaces it in place; assigning to a new key
    /// appends it at the end; assigning `nil` removes the key and its value.
    ///
    ///     var parameters: RequestParameters = ["email": email, "age": 21]
    ///     parameters["age"] = 22          // ["email": …, "age": 22]
    ///     parameters["page"] = 2          // ["email": …, "age": 22, "page": 2]
    ///     parameters["email"] = nil       // ["age": 22, "page": 2]
    ///
    /// An optional variable that is `nil` removes the key too, as with a `Dictionary`;
    /// to store a `nil` that encoders write (`key=` or `null`), assign ``Null``:
    /// `parameters["note"] = .null`.
    ///
    /// - Complexity: Expected O(1) to read, replace or append; O(*n*) to remove.
    public subscript(key: String) -> (any RequestParameterValue)? {
        get {
            guard let offset = _offsets[key] else { return nil }
            return _values[offset]
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Stores `value` under `key`, in place when the key exists, at the end when it is
    /// new, and returns the value it replaced.
    ///
    /// - Complexity: Expected O(1)
    @discardableResult
    public mutating func updateValue(_ value: any RequestParameterValue, forKey key: String) -> (any RequestParameterValue)? {
        if let offset = _offsets[key] {
            let old = _values[offset]
            _values[offset] = value
            return old
        }
        append(key, value)
        return nil
    }

    /// Removes `key` and its value, keeping the order of the rest, and returns the value.
    ///
    /// - Complexity: O(*n*)
    @discardableResult
    public mutating func removeValue(forKey key: String) -> (any RequestParameterValue)? {
        guard let offset = _offsets[key] else { return nil }
        return remove(at: offset).value
    }

    /// Removes the entry at `offset`, keeping the order of the rest, and returns it.
    ///
    /// - Precondition: `offset` is a valid index.
    /// - Complexity: O(*n*)
    @discardableResult
    public mutating func remove(at offset: Int) -> (key: String, value: any RequestParameterValue) {
        let key = _keys.remove(at: offset)
        let value = _values.remove(at: offset)
        _offsets[key] = nil
        for later in offset..<_keys.count {
            _offsets[_keys[later]] = later
        }
        return (key, value)
    }

    /// Removes every entry.
    ///
    /// - Complexity: O(*n*)
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        _keys.removeAll(keepingCapacity: keepCapacity)
        _values.removeAll(keepingCapacity: keepCapacity)
        _offsets.removeAll(keepingCapacity: keepCapacity)
    }

    /// The position of `key`, or `nil` when it is not in the list.
    ///
    /// - Complexity: Expected O(1)
    public func index(forKey key: String) -> Int? {
        _offsets[key]
    }

    /// Adds the entries of `other`: an existing key gets `combine`'s value in place, a new
    /// key is appended, in `other`'s order.
    ///
    /// - Complexity: Expected O(*m*), where *m* is the number of entries of `other`.
    public mutating func merge(
        _ other: RequestParameters,
        uniquingKeysWith combine: (any RequestParameterValue, any RequestParameterValue) throws -> any RequestParameterValue
    ) rethrows {
        for (key, value) in other {
            if let offset = _offsets[key] {
                _values[offset] = try combine(_values[offset], value)
            } else {
                append(key, value)
            }
        }
    }

    /// Sorts the entries by key in the order of `URLQueryItemEncoder.OutputFormatting.sortedKeys`:
    /// keys made only of digits first, as numbers (`2` before `10`), then every other key by
    /// its percent-encoded bytes (`Z` before `a`). Nested values are left as they are.
    ///
    /// To sign a request, sort the encoded pairs instead (`OutputFormatting.sortedPairs`,
    /// the order of AWS SigV4 and OAuth 1.0): it sorts every pair of nested values and lists
    /// too, and compares values where names are equal.
    ///
    /// - Complexity: O(*n* log *n*)
    public mutating func sortKeys() {
        let escaped = _keys.map { key in
            var bytes: [UInt8] = []
            PercentEncoding.append(key, to: &bytes, spaceAsPlus: false)
            return bytes
        }
        let order = _keys.indices.sorted { KeyOrder.compare(escaped[$0][...], escaped[$1][...]) < 0 || (KeyOrder.compare(escaped[$0][...], escaped[$1][...]) == 0 && $0 < $1) }
        let keys = order.map { _keys[$0] }
        let values = order.map { _values[$0] }
        removeAll(keepingCapacity: true)
        for (key, value) in zip(keys, values) {
            append(key, value)
        }
    }
}
