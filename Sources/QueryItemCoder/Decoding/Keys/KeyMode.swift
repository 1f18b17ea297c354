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

    var isAnyCase: Bool {
        if case .anyCase = self { return true }
        return false
    }

    init(_ strategy: URLQueryItemDecoder.KeyDecodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .exact
        case .convertFromSnakeCase: self = .convertDeclared(KeyCase.snakeCase)
        case .convertFromKebabCase: self = .convertDeclared(KeyCase.kebabCase)
        case .convertFromUpperCamelCase: self = .convertDeclared(KeyCase.upperCamelCase)
        case .convertFromAnyCase: self = .anyCase
        case .lowercasingFirstLetter: self = .convertDeclared(FirstLetterCase.uppercased)
        case .custom(let convert): self = .custom(convert)
        }
    }
}
