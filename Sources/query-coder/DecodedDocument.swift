import QueryItemCoder
import QueryItemCoderSupport

/// What `query-coder decode` rebuilds: a JSON document whose leaves are strings.
///
/// It is an ordinary `Decodable`, read through `URLQueryItemDecoder`'s public API: a value
/// with nested names is an array when the decoder reads it as one (`[]`, or indices
/// `0...n-1`), otherwise an object; a value is `null` when the nil strategy says so, a
/// string when it is one value, and an array when the name repeats (or, under
/// `--arrays comma`/`json`, when the decoder splits it into more than one element).
indirect enum DecodedDocument: Decodable {
    case string(String)
    case null
    case array([DecodedDocument])
    case object([(String, DecodedDocument)])

    struct Settings: Sendable {
        /// `--arrays json`: a value that is a JSON array is an array, even of one element.
        var jsonArrays: Bool
        var sortKeys: Bool
        /// `--arrays numbered` and `numbered-members`: elements are numbered from 1.
        var numbered = false
        /// `--keys` (other than `default` and `upper-first`): every name written in lowerCamelCase.
        var lowerCamelCaseKeys = false
        /// `--keys upper-first`: every name written with its first letter lower-cased
        /// (`TemplateURL` -> `templateURL`), what AWS's names are in Swift.
        var lowercasingFirstLetter = false
        /// `--objects comma|space|pipe`: a value that the decoder splits into names and
        /// values (an even number of items, no empty name) is an object, before any array.
        var delimitedObjects = false
    }

    static let optionsKey = CodingUserInfoKey(rawValue: "query-coder.decode")!

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The top level is always an object.
    struct Root: Decodable {
        var document: DecodedDocument

        init(from decoder: any Decoder) throws {
            document = try DecodedDocument.object(from: decoder.container(keyedBy: AnyKey.self), decoder: decoder)
        }
    }

    init(from decoder: any Decoder) throws {
        if (decoder.userInfo[Self.optionsKey] as? Settings)?.delimitedObjects == true, Self.isOneValue(decoder) {
            // A value that splits into names and values is an object; any other is read below
            // as a leaf (the decoder's error for it is not this document's).
            if let keyed = try? decoder.container(keyedBy: AnyKey.self), !keyed.allKeys.isEmpty {
                self = try Self.object(from: keyed, decoder: decoder)
                return
            }
        } else if let keyed = try Self.keyedContainer(decoder), !keyed.allKeys.isEmpty {
            do {
                var unkeyed = try decoder.unkeyedContainer()
                self = try Self.array(from: &unkeyed)
            } catch let error as DecodingError where Self.isCompleteIndexList(keyed.allKeys, decoder: decoder) {
                // a[0]..a[n] (a.1..a.n under --arrays numbered) with no gap is an array; the
                // decoder refused it (an index over --max-index, or a.0 and a.1 under
                // --arrays numbered): say so rather than turn it into an object.
                throw error
            } catch {
                self = try Self.object(from: keyed, decoder: decoder)
            }
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
            return
        }
        let minimum = (decoder.userInfo[Self.optionsKey] as? Settings)?.jsonArrays == true ? 1 : 2
        if var unkeyed = try? decoder.unkeyedContainer(), (unkeyed.count ?? 0) >= minimum {
            self = try Self.array(from: &unkeyed)
            return
        }
        do {
            self = .string(try single.decode(String.self))
        } catch DecodingError.typeMismatch(let type, let context) {
            // `a[]=x`: one element appended with [] is an array, not a string.
            guard var unkeyed = try? decoder.unkeyedContainer() else { throw DecodingError.typeMismatch(type, context) }
            self = try Self.array(from: &unkeyed)
        }
    }

    /// Whether the value is one string (not nil, not nested names, not a repeated name).
    private static func isOneValue(_ decoder: any Decoder) -> Bool {
        guard let single = try? decoder.singleValueContainer(), !single.decodeNil() else { return false }
        return (try? single.decode(String.self)) != nil
    }

    /// Whether `keys` are exactly the indices `0..<n` (or the numbers `1...n` under
    /// `--arrays numbered`), in any order, written canonically.
    private static func isCompleteIndexList(_ keys: [AnyKey], decoder: any Decoder) -> Bool {
        let base = (decoder.userInfo[optionsKey] as? Settings)?.numbered == true ? 1 : 0
        var seen = Set<Int>()
        for key in keys {
            guard let index = Int(key.stringValue), index >= 0, String(index) == key.stringValue,
                  seen.insert(index - base).inserted else { return false }
        }
        return seen.count == keys.count && seen.allSatisfy { $0 < keys.count }
    }

    /// The value as an object, or nil when it is something else. A value that is neither an
    /// object nor anything else (`a[]=x&a[b]=1`: elements appended with [] beside named
    /// members) is an error, which is passed on.
    private static func keyedContainer(_ decoder: any Decoder) throws -> KeyedDecodingContainer<AnyKey>? {
        do {
            return try decoder.container(keyedBy: AnyKey.self)
        } catch DecodingError.dataCorrupted(let context) {
            throw DecodingError.dataCorrupted(context)
        } catch {
            return nil
        }
    }

    private static func array(from container: inout any UnkeyedDecodingContainer) throws -> DecodedDocument {
        var elements: [DecodedDocument] = []
        while !container.isAtEnd {
            elements.append(try container.decode(DecodedDocument.self))
        }
        return .array(elements)
    }

    /// `name` with its first letter lower-cased (an ASCII letter; others are left as they are).
    static func lowercasingFirstLetter(_ name: String) -> String {
        guard let first = name.utf8.first, first >= 0x41, first <= 0x5A else { return name }
        return String(decoding: [first + 0x20] + name.utf8.dropFirst(), as: UTF8.self)
    }

    static func object(from container: KeyedDecodingContainer<AnyKey>, decoder: any Decoder) throws -> DecodedDocument {
        let settings = decoder.userInfo[optionsKey] as? Settings
        var members: [(String, DecodedDocument)] = []
        var converted: [String: String] = [:]  // converted name -> the query's name
        for key in container.allKeys {
            var name = key.stringValue
            if settings?.lowerCamelCaseKeys == true || settings?.lowercasingFirstLetter == true {
                name = settings?.lowercasingFirstLetter == true ? Self.lowercasingFirstLetter(name) : KeyCase.lowerCamelCase(name)
                if let earlier = converted.updateValue(key.stringValue, forKey: name) {
                    // Two names for one JSON name: writing both would repeat it, keeping one
                    // would drop the other.
                    throw DecodingError.dataCorrupted(DecodingError.Context(
                        codingPath: container.codingPath + [key],
                        debugDescription: "The names \"\(earlier)\" and \"\(key.stringValue)\" are both \"\(name)\" in lowerCamelCase. Leave out --keys to keep the names as written."))
                }
            }
            members.append((name, try container.decode(DecodedDocument.self, forKey: key)))
        }
        if settings?.sortKeys == true {
            members.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        }
        return .object(members)
    }

    /// Compact JSON; non-ASCII text is written as UTF-8.
    func write(to output: inout String) {
        switch self {
        case .string(let string): Self.writeString(string, to: &output)
        case .null: output += "null"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.0, to: &output)
                output += ":"
                member.1.write(to: &output)
            }
            output += "}"
        }
    }

    /// A JSON string, as the library writes one (`JSONString`).
    private static func writeString(_ string: String, to output: inout String) {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        JSONString.appendEscaped(string.utf8, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        output += String(decoding: bytes, as: UTF8.self)
    }
}
