extension RequestParameters {
    /// The value at a path of nested keys, or `nil` when a key is missing or a level on the
    /// way is not a keyed value.
    ///
    ///     let parameters: RequestParameters = [
    ///         "credentials": ["login": "nickey", "age": 21] as RequestParameters,
    ///     ]
    ///     parameters["credentials", "login"]    // "nickey" (as any RequestParameterValue)
    ///
    /// Each level on the way may be a nested ``RequestParameters`` (what JSON objects
    /// become), a nested dictionary literal, or a `[String: V]` stored as it is or with
    /// ``RequestParameterValue/encodable(_:)``. (`parameters["credentials"]?["login"]`
    /// does not compile: the value of a key is an `any RequestParameterValue`, which has no
    /// subscript of its own; `String`, `Int` and the other conforming types must not get one.)
    ///
    /// Assigning sets the value at the path, as `parameters[key] = value` does for one key: the last
    /// key's value is replaced in place or appended at the end of its level, and `nil`
    /// removes it (nothing happens when the path does not exist).
    ///
    ///     var parameters: RequestParameters = ["credentials": ["login": "nickey", "age": 21] as RequestParameters]
    ///     parameters["credentials", "age"] = 32        // ["credentials": ["login": "nickey", "age": 32]]
    ///     parameters["credentials", "role", "name"] = "admin"
    ///     // ["credentials": ["login": "nickey", "age": 32, "role": ["name": "admin"]]]
    ///
    /// A missing level on the way is made, an empty ``RequestParameters`` appended at the
    /// end of its parent. A level stored as a nested dictionary literal or a `[String: V]`
    /// becomes a ``RequestParameters`` in the order it is written in (keys sorted in UTF-8
    /// byte order), so its output does not change but for the new key. A value on the way
    /// that is not a keyed value (a string, a number, a list) is replaced by a new level, as
    /// lodash's `_.set` does: assigning a path states what the path holds.
    ///
    /// - Complexity: Expected O(1) per level of a ``RequestParameters``; O(*k*) more for a
    ///   stored `Dictionary` of *k* keys that is not `[String: any RequestParameterValue]`;
    ///   removing is O(*n*) in the last level, as ``removeValue(forKey:)``. Assigning copies
    ///   no level that is not shared with another value.
    public subscript(key: String, nestedKey: String, moreKeys: String...) -> (any RequestParameterValue)? {
        get {
            value(at: [key, nestedKey] + moreKeys)
        }
        set {
            setValue(newValue, at: [key, nestedKey] + moreKeys)
        }
    }

    /// Sets (or with `nil`, removes) the value at `path`, which has at least two keys.
    private mutating func setValue(_ newValue: (any RequestParameterValue)?, at path: [String]) {
        let key = path[0]
        let rest = Array(path.dropFirst())
        if rest.isEmpty {
            self[key] = newValue
            return
        }
        var level: RequestParameters
        if let existing = self[key], let keyed = Self.keyed(existing) {
            level = keyed
        } else if newValue == nil {
            return
        } else {
            level = RequestParameters()
        }
        // The level is taken out while it changes, so that a uniquely held one is not copied.
        if let offset = _offsets[key] { _values[offset] = Null() }
        level.setValue(newValue, at: rest)
        self[key] = level
    }

    /// The value at a path of one or more keys, as a `Value`, or `nil` when a key is
    /// missing or the value is of another type.
    ///
    ///     parameters["credentials", "login", as: String.self]              // "nickey"
    ///     parameters["credentials", as: RequestParameters.self]?["age"]    // 21
    ///     parameters["age", as: Int.self]                                  // 21
    ///
    /// Beyond `as?`, it reads:
    ///
    /// | Stored | Read `as:` | Gives |
    /// |---|---|---|
    /// | a nested dictionary literal, a `[String: V]` | `RequestParameters.self` | its entries, keys sorted in UTF-8 byte order (the order they are written in) |
    /// | `.encodable(value)` | `type(of: value)` | the wrapped value |
    /// | a ``Number`` read from JSON | `Int.self`, `Double.self` | ``Number/intValue``, ``Number/doubleValue`` |
    /// | a ``List`` (a JSON array), an array | `[any RequestParameterValue].self`, `[String].self`, … | its elements, when each is of that type |
    ///
    /// - Complexity: As ``subscript(_:_:_:)``.
    public subscript<Value>(path: String..., as type: Value.Type) -> Value? {
        guard let found = value(at: path) else { return nil }
        return Self.read(found, as: type)
    }

    /// Follows `path` through nested keyed values.
    private func value(at path: [String]) -> (any RequestParameterValue)? {
        guard let first = path.first, var current = self[first] else { return nil }
        for key in path.dropFirst() {
            guard let level = Self.keyed(current), let next = level[key] else { return nil }
            current = next
        }
        return current
    }

    /// A keyed value (parameter list, dictionary literal, stored `[String: V]`) as a
    /// parameter list, its dictionary keys sorted; `nil` for any other value.
    static func keyed(_ value: any RequestParameterValue) -> RequestParameters? {
        let value = unwrapped(value)
        if let parameters = value as? RequestParameters { return parameters }
        if let dictionary = value as? [String: any RequestParameterValue] {
            return RequestParameters(sortingKeysOf: dictionary)
        }
        return nil
    }

    /// The value that ``RequestParameterValue/encodable(_:)`` wrapped, or the value itself.
    private static func unwrapped(_ value: any RequestParameterValue) -> any RequestParameterValue {
        (value as? any WrappedParameterValue)?.wrappedParameterValue ?? value
    }

    private static func read<Value>(_ value: any RequestParameterValue, as type: Value.Type) -> Value? {
        if let value = value as? Value { return value }
        if Value.self == RequestParameters.self { return keyed(value) as? Value }
        if let number = value as? Number {
            if Value.self == Int.self { return number.intValue as? Value }
            if Value.self == Double.self { return number.doubleValue as? Value }
        }
        if let elements = (value as? any ParameterSequence)?.parameterElements, let array = elements as? Value { return array }
        if let wrapped = (value as? any WrappedParameterValue)?.wrappedValue as? Value { return wrapped }
        return nil
    }
}
