import Foundation

/// An `Encoder` that does the least any encoder must, for `query-coder-profile null-encode`:
/// the floor under every `Encodable` encoder, measured on the same models.
///
/// It takes each container the model asks for (a class per container, as the protocols
/// require, boxed by the standard library), reads every key's `stringValue`, takes dates,
/// data and URLs whole (as `URLQueryItemEncoder` does) and adds up a few bytes of each value
/// so that nothing is optimized away. It keeps no text, checks nothing and produces no output:
/// what it costs, no real encoder can avoid. Not thread-safe and not for anything but timing.
struct NullEncoder: Encoder {
    final class Sink {
        var total = 0
    }

    let sink: Sink
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(NullKeyedContainer<Key>(sink: sink))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        NullUnkeyedContainer(sink: sink)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        NullSingleValueContainer(sink: sink)
    }

    /// Encodes `value`: dates, data and URLs whole, anything else through its `encode(to:)`.
    static func encode<T: Encodable>(_ value: T, into sink: Sink) throws {
        if T.self == Date.self {
            sink.total &+= Int(unsafeBitCast(value, to: Date.self).timeIntervalSince1970)
        } else if T.self == Data.self {
            sink.total &+= unsafeBitCast(value, to: Data.self).count
        } else if T.self == URL.self {
            sink.total &+= unsafeBitCast(value, to: URL.self).absoluteString.utf8.count
        } else {
            try value.encode(to: NullEncoder(sink: sink))
        }
    }
}

final class NullKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: NullEncoder.Sink
    init(sink: NullEncoder.Sink) { self.sink = sink }
    var codingPath: [any CodingKey] { [] }

    private func add(_ key: Key, _ amount: Int) { sink.total &+= key.stringValue.utf8.count &+ amount }

    func encodeNil(forKey key: Key) throws { add(key, 1) }
    func encode(_ value: Bool, forKey key: Key) throws { add(key, value ? 1 : 0) }
    func encode(_ value: String, forKey key: Key) throws { add(key, value.utf8.count) }
    func encode(_ value: Double, forKey key: Key) throws { add(key, Int(value.exponentBitPattern)) }
    func encode(_ value: Float, forKey key: Key) throws { add(key, Int(value.exponentBitPattern)) }
    func encode(_ value: Int, forKey key: Key) throws { add(key, value) }
    func encode(_ value: Int8, forKey key: Key) throws { add(key, Int(value)) }
    func encode(_ value: Int16, forKey key: Key) throws { add(key, Int(value)) }
    func encode(_ value: Int32, forKey key: Key) throws { add(key, Int(value)) }
    func encode(_ value: Int64, forKey key: Key) throws { add(key, Int(truncatingIfNeeded: value)) }
    func encode(_ value: UInt, forKey key: Key) throws { add(key, Int(truncatingIfNeeded: value)) }
    func encode(_ value: UInt8, forKey key: Key) throws { add(key, Int(value)) }
    func encode(_ value: UInt16, forKey key: Key) throws { add(key, Int(value)) }
    func encode(_ value: UInt32, forKey key: Key) throws { add(key, Int(value)) }
    func encode(_ value: UInt64, forKey key: Key) throws { add(key, Int(truncatingIfNeeded: value)) }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        add(key, 0)
        try NullEncoder.encode(value, into: sink)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        add(key, 0)
        return KeyedEncodingContainer(NullKeyedContainer<NestedKey>(sink: sink))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        add(key, 0)
        return NullUnkeyedContainer(sink: sink)
    }

    func superEncoder() -> any Encoder { NullEncoder(sink: sink) }
    func superEncoder(forKey key: Key) -> any Encoder { NullEncoder(sink: sink) }
}

final class NullUnkeyedContainer: UnkeyedEncodingContainer {
    let sink: NullEncoder.Sink
    private(set) var count = 0
    init(sink: NullEncoder.Sink) { self.sink = sink }
    var codingPath: [any CodingKey] { [] }

    private func add(_ amount: Int) {
        count &+= 1
        sink.total &+= amount
    }

    func encodeNil() throws { add(1) }
    func encode(_ value: Bool) throws { add(value ? 1 : 0) }
    func encode(_ value: String) throws { add(value.utf8.count) }
    func encode(_ value: Double) throws { add(Int(value.exponentBitPattern)) }
    func encode(_ value: Float) throws { add(Int(value.exponentBitPattern)) }
    func encode(_ value: Int) throws { add(value) }
    func encode(_ value: Int8) throws { add(Int(value)) }
    func encode(_ value: Int16) throws { add(Int(value)) }
    func encode(_ value: Int32) throws { add(Int(value)) }
    func encode(_ value: Int64) throws { add(Int(truncatingIfNeeded: value)) }
    func encode(_ value: UInt) throws { add(Int(truncatingIfNeeded: value)) }
    func encode(_ value: UInt8) throws { add(Int(value)) }
    func encode(_ value: UInt16) throws { add(Int(value)) }
    func encode(_ value: UInt32) throws { add(Int(value)) }
    func encode(_ value: UInt64) throws { add(Int(truncatingIfNeeded: value)) }
    func encode<T: Encodable>(_ value: T) throws {
        add(0)
        try NullEncoder.encode(value, into: sink)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        add(0)
        return KeyedEncodingContainer(NullKeyedContainer<NestedKey>(sink: sink))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        add(0)
        return NullUnkeyedContainer(sink: sink)
    }

    func superEncoder() -> any Encoder { NullEncoder(sink: sink) }
}

struct NullSingleValueContainer: SingleValueEncodingContainer {
    let sink: NullEncoder.Sink
    var codingPath: [any CodingKey] { [] }

    func encodeNil() throws { sink.total &+= 1 }
    func encode(_ value: Bool) throws { sink.total &+= value ? 1 : 0 }
    func encode(_ value: String) throws { sink.total &+= value.utf8.count }
    func encode(_ value: Double) throws { sink.total &+= Int(value.exponentBitPattern) }
    func encode(_ value: Float) throws { sink.total &+= Int(value.exponentBitPattern) }
    func encode(_ value: Int) throws { sink.total &+= value }
    func encode(_ value: Int8) throws { sink.total &+= Int(value) }
    func encode(_ value: Int16) throws { sink.total &+= Int(value) }
    func encode(_ value: Int32) throws { sink.total &+= Int(value) }
    func encode(_ value: Int64) throws { sink.total &+= Int(truncatingIfNeeded: value) }
    func encode(_ value: UInt) throws { sink.total &+= Int(truncatingIfNeeded: value) }
    func encode(_ value: UInt8) throws { sink.total &+= Int(value) }
    func encode(_ value: UInt16) throws { sink.total &+= Int(value) }
    func encode(_ value: UInt32) throws { sink.total &+= Int(value) }
    func encode(_ value: UInt64) throws { sink.total &+= Int(truncatingIfNeeded: value) }
    func encode<T: Encodable>(_ value: T) throws { try NullEncoder.encode(value, into: sink) }
}
