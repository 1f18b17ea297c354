extension DecodingState {
    /// The coding path of a value, built from the parent links only when asked for. Names
    /// appear as the query spells them; `[]` elements as their index.
    func codingPath(_ ref: ValueRef) -> [any CodingKey] {
        if ref.element >= DelimitedMember.base { return memberPath(ref) }
        return tree.codingPath(of: ref.node, element: ref.element)
    }

    func context(_ description: String, at ref: ValueRef, extra key: (any CodingKey)? = nil, underlying: (any Error)? = nil) -> DecodingError.Context {
        var path = codingPath(ref)
        if let key { path.append(key) }
        return DecodingError.Context(codingPath: path, debugDescription: description, underlyingError: underlying)
    }

    /// `hint`: the sentence that names the setting that would read the value.
    func typeMismatch(_ type: Any.Type, found: String, at ref: ValueRef, hint: String? = nil) -> DecodingError {
        let message = "Expected to decode \(type) but found \(found) instead."
        return .typeMismatch(type, context(hint.map { message + " " + $0 } ?? message, at: ref))
    }

    func valueNotFound(_ type: Any.Type, at ref: ValueRef) -> DecodingError {
        .valueNotFound(type, context("Expected \(type) value but found null instead.", at: ref))
    }

    /// A description that comes with an `underlying` error ends without a period: Swift's
    /// printed `DecodingError` puts ". " between the description and "Underlying error".
    func dataCorrupted(_ description: String, at ref: ValueRef, hint: String? = nil, underlying: (any Error)? = nil) -> DecodingError {
        .dataCorrupted(context(hint.map { description + " " + $0 } ?? description, at: ref, underlying: underlying))
    }

    /// A missing key; when another setting would match a name of the container with it
    /// (`missingKeyHint`), the message says which.
    /// `style`: the key's own, when a field strategy may have set it.
    func keyNotFound(_ key: some CodingKey, at ref: ValueRef, style: DecodingStyle? = nil) -> DecodingError {
        let missing = "No value associated with key \(key.stringValue) (\"\(key.stringValue)\")"
        let hint = ref.element < 0 ? missingKeyHint(key, in: ref.node, style ?? coderStyle) : nil
        return .keyNotFound(key, context(hint.map { missing + "; " + $0 } ?? missing + ".", at: ref))
    }

    /// The text of a value for an error message: quoted, at most 40 characters.
    func quoted(_ text: ArraySlice<UInt8>) -> String {
        var string = String(decoding: text, as: UTF8.self)
        if string.count > 40 { string = String(string.prefix(40)) + "…" }
        return "\"" + string + "\""
    }
}
