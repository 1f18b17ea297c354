/// How the word scanner sees one element of a key.
enum KeyCharacterClass: Sendable {
    /// `_`, `-` or a space: ends a word and is never part of one.
    case separator
    /// A cased upper-case letter (`A`, `Ä`).
    case upper
    /// A cased lower-case letter (`a`, `ö`, `ß`).
    case lower
    /// Everything else (digits, caseless letters such as `名`, emoji, `$`, `@`, `.`):
    /// continues the current word; an upper-case letter after it starts a new one.
    case other
}
