extension KeyCase {
    /// A target style of a conversion.
    enum Style: Sendable {
        case snake
        case kebab
        case upperCamel
        case lowerCamel

        /// The byte written between two words, or nil for the camel styles.
        var separator: UInt8? {
            switch self {
            case .snake: return UInt8(ascii: "_")
            case .kebab: return UInt8(ascii: "-")
            case .upperCamel, .lowerCamel: return nil
            }
        }

        /// Whether the word at `position` starts with an upper-case letter.
        @inline(__always)
        func capitalizes(wordAt position: Int) -> Bool {
            switch self {
            case .snake, .kebab: return false
            case .upperCamel: return true
            case .lowerCamel: return position > 0
            }
        }
    }
}
