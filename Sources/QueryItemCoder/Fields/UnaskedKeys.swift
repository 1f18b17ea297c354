/// The messages of the declared keys that name no field, the same in both directions
/// (`verb`: "decode" or "encode"), and what the encoder cannot tell from such a key.
enum UnaskedKeys {
    /// `Search.queryFieldStrategies names "idz", which Search does not decode; its keys:
    /// "ids", "page". Use the coding key strings of the fields (CodingKeys raw values).`
    static func declaredMessage(_ found: (declared: DeclaredFields, unasked: [String], asked: [String]), verb: String) -> String {
        let type = found.declared.typeName
        let names = list(found.unasked)
        let which = found.unasked.count == 1 ? "which" : "keys"
        return "\(type).queryFieldStrategies names \(names), \(which) \(type) does not \(verb); its keys: \(keys(found.asked)). "
            + "A declaration is keyed by the field's coding key string (a CodingKeys raw value), before any key conversion."
    }

    /// `fieldStrategies names "filter.idz", but the value at "filter" does not decode a key
    /// "idz"; its keys: "ids", "since".`
    static func pathMessage(_ found: (path: String, parent: String, asked: [String]), verb: String) -> String {
        let last = found.parent.isEmpty ? found.path : String(found.path.dropFirst(found.parent.count + 1))
        let place = found.parent.isEmpty ? "the top-level value" : "the value at \"\(found.parent)\""
        return "fieldStrategies names \"\(found.path)\", but \(place) does not \(verb) a key \"\(last)\"; its keys: \(keys(found.asked)). "
            + "A path joins the fields' coding key strings with dots, array positions left out."
    }

    private static func keys(_ keys: [String]) -> String {
        keys.isEmpty ? "none" : keys.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    private static func list(_ keys: [String]) -> String {
        let quoted = keys.map { "\"\($0)\"" }
        return quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1] : quoted[0]
    }

    // MARK: - What the encoder cannot tell from a typo

    /// The error for `value`, whose `encode(to:)` just returned, when its type declares a key
    /// it never asked for and that cannot be a `nil` left out (`mayHaveLeftOutNil`); nil
    /// otherwise. Out of line, so that the `Mirror`s stay out of `EncodingState.encodeValue`'s
    /// frame, which each level of a nested model takes (`DepthCeilingTests`).
    @inline(never)
    static func encodingError<T: Encodable>(_ value: T, _ table: FieldStyleTable<ValueStyle>, path: CodingPath) -> EncodingError? {
        // An enum writes the key of its case alone: its other cases' keys are not typos.
        guard let found = table.unaskedKeys(of: T.self), Mirror(reflecting: value).displayStyle != .enum,
              !mayHaveLeftOutNil(value, asked: found.asked) else { return nil }
        return EncodingError.invalidValue(value, EncodingError.Context(codingPath: path.keys,
                                                                       debugDescription: declaredMessage(found, verb: "encode")))
    }

    /// Whether `value`'s `encode(to:)`, which asked for `asked`, may have left out a key for
    /// a `nil` without asking for it: `value` has a stored property that is `nil` and whose
    /// name is not among `asked`. The code Swift synthesizes asks for an optional's key even
    /// when it is `nil` (`encodeIfPresent`), so for it nothing is left out and an unasked key
    /// is a typo; a custom `encode(to:)` that writes `if let since { … }` asks for nothing,
    /// and its unasked key cannot be told from a typo, so the encoder does not report it
    /// (decoding does: `init(from:)` asks for every key).
    static func mayHaveLeftOutNil(_ value: Any, asked: [String]) -> Bool {
        Mirror(reflecting: value).children.contains { child in
            guard isNil(child.value), var name = child.label else { return false }
            if name.hasPrefix("_") { name.removeFirst() }  // a property wrapper's storage
            return !asked.contains(name)
        }
    }

    /// The value at the dotted field path `path` ("" for `root` itself), following stored
    /// properties named as the path's components, through optionals; nil where a component
    /// names no stored property of a struct or class, or the path passes through an array.
    static func value(at path: String, in root: Any) -> Any? {
        var current = unwrapped(root)
        for component in path.split(separator: ".", omittingEmptySubsequences: false) where !path.isEmpty {
            let mirror = Mirror(reflecting: current)
            guard mirror.displayStyle == .struct || mirror.displayStyle == .class,
                  let child = mirror.children.first(where: { $0.label == String(component) || $0.label == "_" + component })
            else { return nil }
            current = unwrapped(child.value)
        }
        return current
    }

    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first else { return value }
        return unwrapped(wrapped.value)
    }
}
