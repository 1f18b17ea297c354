import Foundation
@testable import QueryItemCoder

/// Holds whatever a model keeps from its call, for the safety tests (one test at a time
/// uses one box; the lock makes hand-offs between threads well-defined).
final class KeptBox: @unchecked Sendable {
    // @unchecked Sendable: every access goes through `lock`.
    private let lock = NSLock()
    private var _keyed: KeyedEncodingContainer<SafetyKey>?
    private var _unkeyed: (any UnkeyedEncodingContainer)?
    private var _single: (any SingleValueEncodingContainer)?
    private var _encoder: (any Encoder)?

    var keyed: KeyedEncodingContainer<SafetyKey>? {
        get { lock.withLock { _keyed } }
        set { lock.withLock { _keyed = newValue } }
    }
    var unkeyed: (any UnkeyedEncodingContainer)? {
        get { lock.withLock { _unkeyed } }
        set { lock.withLock { _unkeyed = newValue } }
    }
    var single: (any SingleValueEncodingContainer)? {
        get { lock.withLock { _single } }
        set { lock.withLock { _single = newValue } }
    }
    var encoder: (any Encoder)? {
        get { lock.withLock { _encoder } }
        set { lock.withLock { _encoder = newValue } }
    }
}

struct SafetyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// Keeps its keyed container (and nested ones, and its encoder) in `box`, writing `a=1`.
struct Keeper: Encodable {
    let box: KeptBox
    var key = "a"

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SafetyKey.self)
        try container.encode("1", forKey: SafetyKey(key))
        box.keyed = container
        box.unkeyed = container.nestedUnkeyedContainer(forKey: SafetyKey("list"))
        box.encoder = container.superEncoder(forKey: SafetyKey("sup"))
        box.single = encoder.singleValueContainer()
    }
}

struct Plain: Encodable {
    var a: String
    var b: String
}

/// Calls `body` while it is being encoded (to write through a kept container mid-call).
struct During: Encodable {
    let body: @Sendable () -> Void
    var a = "1"
    var b = "2"

    enum CodingKeys: String, CodingKey { case a, b }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(a, forKey: .a)
        body()
        try container.encode(b, forKey: .b)
    }
}

/// A recursive model, `remaining` levels deep: `c[c][c]…[v]=1`. (Built as it encodes, so
/// that no deep structure has to be made or freed.)
struct Nest: Encodable {
    let remaining: Int

    enum CodingKeys: String, CodingKey { case c, v }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if remaining > 1 {
            try container.encode(Nest(remaining: remaining - 1), forKey: .c)
        } else {
            try container.encode(1, forKey: .v)
        }
    }

    /// The query `Nest(remaining: levels)` gives with literal brackets.
    static func expected(levels: Int) -> String {
        levels == 1 ? "v=1" : "c" + String(repeating: "[c]", count: levels - 2) + "[v]=1"
    }
}

/// Re-encodes itself through a single-value container forever.
struct Loop: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Loop())
    }
}

/// Nests `depth` containers through the API, without recursion.
struct Tunnel: Encodable {
    let depth: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SafetyKey.self)
        for _ in 0..<depth {
            container = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("c"))
        }
        try container.encode(1, forKey: SafetyKey("v"))
    }
}
