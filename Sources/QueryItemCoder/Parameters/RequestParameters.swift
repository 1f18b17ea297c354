/// An ordered list of request parameters: unique string keys, each with a value of any
/// type, in the order they were written.
///
/// Like the standard `Dictionary`, a parameter list keeps its keys unique and looks values
/// up by key in constant time. Like an `Array` (and unlike `Dictionary`), it keeps its
/// entries in the order you wrote them, on every run, so a query string or a JSON body
/// made from it is the same byte for byte each time: what a signed request needs.
///
/// Its values are ``RequestParameterValue``s of mixed types: strings, numbers, bools,
/// dates, `nil`, arrays, nested parameter lists, and any `Encodable` model that adopts the
/// protocol. The literal compiles as written, variables included (a `[String]` as well as
/// a `String`); each nested level is written `as RequestParameters`, which keeps its order:
///
///     let parameters: RequestParameters = [
///         "method": "createUser",
///         "credentials": [
///             "login": login,            // a String variable
///             "age": age,                // an Int
///             "tags": tags,              // a [String]
///         ] as RequestParameters,
///     ]
///     try URLQueryItemEncoder().encodeQuery(parameters)
///     // method=createUser&credentials%5Blogin%5D=nickey&credentials%5Bage%5D=21&credentials%5Btags%5D%5B%5D=swift
///     try parameters.jsonString()
///     // {"method":"createUser","credentials":{"login":"nickey","age":21,"tags":["swift"]}}
///
/// A mixed array literal is spelled `.list("a", 1, true)`; a `[String: Int]` variable goes
/// in as `RequestParameters(counts)`, a model that does not adopt
/// ``RequestParameterValue`` as `.encodable(address)` (the protocol's documentation lists
/// the compiler's messages and their fixes). Nested values read back with
/// ``subscript(_:as:)``: `parameters["credentials", "login", as: String.self]`.
///
/// ### Order of nested literals
///
/// A nested dictionary literal written without `as RequestParameters` is typed by the
/// compiler as a Swift `Dictionary`, which has lost its written order before this type
/// sees it; the compiler warns at it (`write the nested literal `as RequestParameters` to
/// keep its order`). Its keys are written in sorted order (UTF-8 byte order: `Z` before
/// `a`) by the query encoder and ``jsonData(options:)``, the same on every run.
/// (Foundation's `JSONEncoder` keeps no order at any level: on Linux its keys change from
/// run to run.) ``unorderedPaths`` names every such level.
///
/// A JSON document read with ``init(jsonData:)`` keeps its order at every level: each
/// nested object becomes a nested `RequestParameters`, each array a ``List``.
///
/// ### Duplicate keys
///
/// A duplicate key in a literal is a programming error and traps, as it does in a
/// `Dictionary` literal (the nested ones trap anyway) and in swift-collections'
/// `OrderedDictionary`. Use ``init(_:uniquingKeysWith:)`` to merge duplicates instead.
/// A JSON object with a repeated name is refused by ``init(jsonData:)``: keeping either
/// value would lose the other.
///
/// ### Comparison with `Dictionary`
///
/// | | `Dictionary` | `RequestParameters` |
/// |---|---|---|
/// | Order | changes from run to run | the order written, kept on every run |
/// | Mixed values in a literal | `[String: Any]`, not `Encodable` | compiles, `Encodable` |
/// | `dict["k"] = nil` | removes | removes |
/// | New key | somewhere | appended at the end |
/// | Replaced value | - | keeps its position |
/// | Index | opaque `Dictionary.Index` | `Int` offset (`RandomAccessCollection`) |
///
/// ### Equality
///
/// Two parameter lists are equal if they have the same keys, *in the same order*, with
/// equal values, as two arrays of pairs would be (`Dictionary` equality ignores order).
/// Values of the same `Equatable` type compare with `==`; nested dictionary literals
/// compare key by key and arrays element by element; values of other types are equal
/// when they have the same type and the same JSON encoding. Values of different types
/// are never equal (`1` is not `1.0`, nor the ``Number`` `1` read from JSON).
///
///     let a: RequestParameters = ["one": 1, "two": 2]
///     let b: RequestParameters = ["two": 2, "one": 1]
///     a == b  // false
///
/// ### Performance
///
/// Keys and values are kept in two arrays, with a hash table from key to offset.
/// Looking up a key, replacing a value and appending a new key take expected O(1) time;
/// removing a key takes O(*n*), as removing from an array does. Iteration and positional
/// access are O(1) per element.
public struct RequestParameters: Sendable {
    @usableFromInline var _keys: [String]
    @usableFromInline var _values: [any RequestParameterValue]
    @usableFromInline var _offsets: [String: Int]

    /// An empty parameter list.
    ///
    /// - Complexity: O(1)
    public init() {
        _keys = []
        _values = []
        _offsets = [:]
    }

    /// An empty parameter list with room for `minimumCapacity` entries.
    ///
    /// - Complexity: O(`minimumCapacity`)
    public init(minimumCapacity: Int) {
        self.init()
        reserveCapacity(minimumCapacity)
    }

    /// A parameter list of `keysAndValues`, in their order.
    ///
    /// - Precondition: The keys are unique.
    /// - Complexity: Expected O(*n*), where *n* is the number of pairs.
    public init<S: Sequence>(uniqueKeysWithValues keysAndValues: S)
    where S.Element == (String, any RequestParameterValue) {
        self.init()
        for (key, value) in keysAndValues {
            precondition(_offsets[key] == nil, "Duplicate key '\(key)' in RequestParameters")
            append(key, value)
        }
    }

    /// A parameter list of `keysAndValues`, in the order each key first appears;
    /// `combine` makes one value of a repeated key's old and new values.
    ///
    ///     let p = RequestParameters([("a", 1), ("b", 2), ("a", 3)]) { _, new in new }
    ///     // ["a": 3, "b": 2]
    ///
    /// - Complexity: Expected O(*n*), where *n* is the number of pairs.
    public init<S: Sequence>(
        _ keysAndValues: S,
        uniquingKeysWith combine: (any RequestParameterValue, any RequestParameterValue) throws -> any RequestParameterValue
    ) rethrows where S.Element == (String, any RequestParameterValue) {
        self.init()
        for (key, value) in keysAndValues {
            if let offset = _offsets[key] {
                _values[offset] = try combine(_values[offset], value)
            } else {
                append(key, value)
            }
        }
    }

    /// A parameter list of a dictionary's entries, its keys sorted in UTF-8 byte order
    /// (`Z` before `a`, `10` before `9`), since a `Dictionary` has no order to keep: the
    /// same list on every run.
    ///
    ///     let settings: [String: Int] = ["page": 2, "limit": 50]
    ///     let parameters = RequestParameters(settings)   // ["limit": 50, "page": 2]
    ///
    /// - Complexity: O(*n* log *n*), where *n* is the number of entries.
    public init<Value: RequestParameterValue>(_ dictionary: [String: Value]) {
        self.init(minimumCapacity: dictionary.count)
        for key in dictionary.keys.sorted(by: Self.utf8Precedes) {
            if let value = dictionary[key] { append(key, value) }
        }
    }

    /// A parameter list of a dictionary of mixed values, its keys sorted in UTF-8 byte
    /// order; see ``init(_:)-([String:Value])``.
    ///
    /// - Complexity: O(*n* log *n*), where *n* is the number of entries.
    public init(_ dictionary: [String: any RequestParameterValue]) {
        self.init(sortingKeysOf: dictionary)
    }

    /// The keys of a dictionary literal, sorted in UTF-8 byte order, with their values.
    init(sortingKeysOf dictionary: [String: any RequestParameterValue]) {
        self.init(minimumCapacity: dictionary.count)
        for key in dictionary.keys.sorted(by: Self.utf8Precedes) {
            if let value = dictionary[key] { append(key, value) }
        }
    }

    /// The order used for keys that have none of their own: UTF-8 byte order.
    static func utf8Precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// Appends a key known to be new.
    mutating func append(_ key: String, _ value: any RequestParameterValue) {
        _offsets[key] = _keys.count
        _keys.append(key)
        _values.append(value)
    }

    /// Reserves room for `minimumCapacity` entries.
    ///
    /// - Complexity: O(`minimumCapacity`)
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        _keys.reserveCapacity(minimumCapacity)
        _values.reserveCapacity(minimumCapacity)
        _offsets.reserveCapacity(minimumCapacity)
    }
}
