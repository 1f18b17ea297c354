import Foundation
import QueryItemCoder
import XCTest

/// Sequences of values and calls where one value or call could leak into the next: elements
/// of one type nested in each other, many element types, one encoder across output forms,
/// failed calls and changed settings, keys that need escaping, and encoders shared by threads.
final class EncoderCallSequenceTests: XCTestCase {
    // MARK: - Elements of one type

    func testElementsOfOneTypeNestedInEachOther() {
        // children[0]'s container is in use while children[0][children][0] asks for one of the
        // same type: it must get its own, and children[1] may then have either back.
        let tree = Node(name: "root", children: [
            Node(name: "a", children: [Node(name: "a1", children: []), Node(name: "a2", children: [])]),
            Node(name: "b", children: [Node(name: "b1", children: [])]),
        ])
        assertEncodes([
            EncodeCase(name: "tree", value: tree, expected:
                "name=root&children[0][name]=a&children[0][children][0][name]=a1&children[0][children][1][name]=a2"
                + "&children[1][name]=b&children[1][children][0][name]=b1"),
        ])
    }

    func testTwoContainersOfOneElement() {
        // The second container(keyedBy:) of one element, while the first is still held.
        assertEncodes([
            EncodeCase(name: "two containers per element", value: Wrap([TwoContainers(x: 1, y: 2), TwoContainers(x: 3, y: 4)]),
                       expected: "a[0][x]=1&a[0][y]=2&a[1][x]=3&a[1][y]=4"),
        ])
    }

    func testMoreElementTypesThanTheStateKeeps() {
        // Ten key types in turn, 25 elements: more types than containers kept (8).
        let expected = (0..<25).map { "a[\($0)][v]=\($0)" }.joined(separator: "&")
        assertEncodes([
            EncodeCase(name: "ten types in turn", value: Wrap((0..<25).map(Varied.init)), expected: expected),
        ])
    }

    func testNestedArraysOfObjectsAndNestedContainers() {
        assertEncodes([
            // Each inner array's elements take the container its sibling array left.
            EncodeCase(name: "arrays of arrays", value: Wrap([[Pair(b: 1, c: "x")], [Pair(b: 2, c: "y"), Pair(b: 3, c: "z")]]),
                       expected: "a[0][0][b]=1&a[0][0][c]=x&a[1][0][b]=2&a[1][0][c]=y&a[1][1][b]=3&a[1][1][c]=z"),
            // A nested container made through the API inside each element.
            EncodeCase(name: "nestedContainer in elements", value: Wrap([Outer(v: 1), Outer(v: 2)]),
                       expected: "a[0][inner][v]=1&a[1][inner][v]=2"),
            // Sorting works object by object.
            EncodeCase(name: "sorted elements", value: Wrap([Unordered(z: 1, a: 2), Unordered(z: 3, a: 4)]),
                       expected: "a[0][a]=2&a[0][z]=1&a[1][a]=4&a[1][z]=3",
                       configure: { $0.outputFormatting.insert(.sortedKeys) }),
            // Elements of mixed types, alternating.
            EncodeCase(name: "alternating types", value: Mixed(p: [Pair(b: 1, c: "x")], q: [Unordered(z: 5, a: 6)], r: [Pair(b: 2, c: "y")]),
                       expected: "p[0][b]=1&p[0][c]=x&q[0][z]=5&q[0][a]=6&r[0][b]=2&r[0][c]=y"),
        ])
    }

    func testAnErrorInAnElementLeavesTheEncoderUsable() throws {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting.insert(.literalBrackets)
        // The second element's key cannot be written: the call throws mid-array.
        XCTAssertThrowsError(try encoder.encodeQuery(Wrap([Bracketed(ok: 1, bad: nil), Bracketed(ok: 2, bad: 3)]))) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["a", "Index 1", "x[y]"])
        }
        // The next call starts clean.
        XCTAssertEqual(try encoder.encodeQuery(Wrap([Bracketed(ok: 1, bad: nil), Bracketed(ok: 2, bad: nil)])), "a[0][ok]=1&a[1][ok]=2")
    }

    // MARK: - One encoder, call after call

    func testOneEncoderAcrossOutputFormsAndFailedCalls() throws {
        // The encoder keeps the state of its last call for the next one: every output form,
        // and calls that throw halfway through, must leave it clean.
        let encoder = URLQueryItemEncoder()
        let value = Wrap([Pair(b: 1, c: "a b")])
        let query = "a%5B0%5D%5Bb%5D=1&a%5B0%5D%5Bc%5D=a%20b"
        for _ in 0..<3 {
            XCTAssertEqual(try encoder.encodeQuery(value), query)
            // Fails after writing a pair: a nil element cannot be left out.
            XCTAssertThrowsError(try encoder.encodeQuery(OptionalArrays(x: ["1"], y: ["2", nil])))
            XCTAssertEqual(try encoder.encode(value), [URLQueryItem(name: "a[0][b]", value: "1"), URLQueryItem(name: "a[0][c]", value: "a b")])
            XCTAssertEqual(String(decoding: try encoder.encodeFormBody(value), as: UTF8.self), "a%5B0%5D%5Bb%5D=1&a%5B0%5D%5Bc%5D=a+b")
            var components = URLComponents(string: "https://example.com/?x=1")!
            try encoder.encode(value, into: &components)
            XCTAssertEqual(components.percentEncodedQuery, "x=1&" + query)
        }
    }

    func testCallsThatFailWithAnOpenArrayOrASortPending() throws {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .commaSeparated
        encoder.outputFormatting = [.sortedKeys]
        // Throws in item output with `a=` open: a comma inside an element.
        XCTAssertThrowsError(try encoder.encode(TwoArrays(x: ["1", "2,3"], y: [])))
        XCTAssertEqual(try encoder.encodeQuery(TwoArrays(x: ["1", "2"], y: ["3"])), "x=1,2&y=3")
        // A nested container through the API sorts the whole output at the end; the next
        // call sorts object by object again.
        XCTAssertEqual(try encoder.encodeQuery(Outer(v: 1)), "inner%5Bv%5D=1")
        XCTAssertEqual(try encoder.encodeQuery(Unordered(z: 1, a: 2)), "a=2&z=1")
    }

    func testSettingsChangedBetweenCalls() throws {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting.insert(.literalBrackets)
        let value = Wrap([1, 2])
        XCTAssertEqual(try encoder.encodeQuery(value), "a[]=1&a[]=2")
        encoder.arrayEncodingStrategy = .indexed
        XCTAssertEqual(try encoder.encodeQuery(value), "a[0]=1&a[1]=2")
        encoder.arrayEncodingStrategy = .brackets
        encoder.keyEncodingStrategy = .convertToSnakeCase
        XCTAssertEqual(try encoder.encodeQuery(Camel(firstName: 1, inner: [])), "first_name=1")
        encoder.keyEncodingStrategy = .useDefaultKeys
        XCTAssertEqual(try encoder.encodeQuery(Camel(firstName: 1, inner: [])), "firstName=1")
    }

    func testAHugeOutputThenASmallOne() throws {
        let encoder = URLQueryItemEncoder()
        // 200,000 escaped bytes: past what a state keeps between calls.
        let huge = String(repeating: "é", count: 100_000)
        XCTAssertEqual(try encoder.encodeQuery(Wrap(huge)).utf8.count, 2 + 600_000)
        XCTAssertEqual(try encoder.encodeQuery(Wrap("x")), "a=x")
    }

    func testAnEncoderCalledFromInsideItsOwnCall() throws {
        // The outer call holds the state; the inner one makes its own.
        let encoder = URLQueryItemEncoder()
        XCTAssertEqual(try encoder.encodeQuery(Reentrant(encoder: encoder, inner: Pair(b: 1, c: "x"))),
                       "q=b%3D1%26c%3Dx&after=2")
        XCTAssertEqual(try encoder.encodeQuery(Pair(b: 3, c: "y")), "b=3&c=y")
    }

    // MARK: - Keys in every output form

    func testKeysThatNeedEscapingInEveryOutputForm() throws {
        // A key with a space is escaped differently in a query and a form body, and not at all
        // in items: each form is right whatever the order of the calls.
        let encoder = URLQueryItemEncoder()
        for _ in 0..<2 {
            XCTAssertEqual(try encoder.encodeQuery(Spaced(value: "v")), "first%20name=v&%E5%90%8D=n")
            XCTAssertEqual(try encoder.encode(Spaced(value: "v")), [URLQueryItem(name: "first name", value: "v"), URLQueryItem(name: "名", value: "n")])
            XCTAssertEqual(String(decoding: try encoder.encodeFormBody(Spaced(value: "v")), as: UTF8.self), "first+name=v&%E5%90%8D=n")
        }
    }

    func testADotKeyWrittenUnderBracketsStillThrowsUnderDots() throws {
        let brackets = URLQueryItemEncoder()
        let dots = URLQueryItemEncoder()
        dots.objectEncodingStrategy = .dots
        // In this order: a key remembered under .brackets must not reach .dots unchecked.
        XCTAssertEqual(try brackets.encodeQuery(Dotted(value: 1)), "a.b=1")
        XCTAssertThrowsError(try dots.encodeQuery(Dotted(value: 1)))
        XCTAssertEqual(try brackets.encodeQuery(Dotted(value: 1)), "a.b=1")
    }

    func testKeysBuiltAtRunTime() throws {
        let encoder = URLQueryItemEncoder()
        // Long keys built per call have new storage each time, and must each be written as they are.
        for call in 0..<5 {
            let key = "a-key-built-at-run-time-\(call)"
            XCTAssertEqual(try encoder.encodeQuery(DynamicKeys(keys: [key, key + "-x"])), "\(key)=0&\(key)-x=1")
        }
    }

    func testKeyStrategiesDoNotShareTheirText() throws {
        let plain = URLQueryItemEncoder()
        let snake = URLQueryItemEncoder()
        snake.keyEncodingStrategy = .convertToSnakeCase
        let kebab = URLQueryItemEncoder()
        kebab.keyEncodingStrategy = .convertToKebabCase
        let custom = URLQueryItemEncoder()
        // .custom is given the coding path: never remembered.
        custom.keyEncodingStrategy = .custom { path in
            StringKey(path.map(\.stringValue).joined(separator: "_"))
        }
        for _ in 0..<2 {
            XCTAssertEqual(try plain.encodeQuery(Camel(firstName: 1, inner: [Camel.Inner(lastName: 2)])), "firstName=1&inner%5B0%5D%5BlastName%5D=2")
            XCTAssertEqual(try snake.encodeQuery(Camel(firstName: 1, inner: [Camel.Inner(lastName: 2)])), "first_name=1&inner%5B0%5D%5Blast_name%5D=2")
            XCTAssertEqual(try kebab.encodeQuery(Camel(firstName: 1, inner: [Camel.Inner(lastName: 2)])), "first-name=1&inner%5B0%5D%5Blast-name%5D=2")
            XCTAssertEqual(try custom.encodeQuery(Camel(firstName: 1, inner: [Camel.Inner(lastName: 2)])), "firstName=1&inner%5B0%5D%5Binner_Index%200_lastName%5D=2")
        }
    }

    func testSharedEncodersFromManyThreads() {
        let plain = URLQueryItemEncoder()
        let snake = URLQueryItemEncoder()
        snake.keyEncodingStrategy = .convertToSnakeCase
        let tree = Node(name: "r", children: [Node(name: "a", children: []), Node(name: "b", children: [])])
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            do {
                // Fresh key storage in every call, so that threads publish keys while others read them.
                let key = "key-\(index % 7)-made-at-run-time"
                if index.isMultiple(of: 2) {
                    results.append(index, try plain.encodeQuery(tree) + "|" + plain.encodeQuery(DynamicKeys(keys: [key])))
                } else {
                    results.append(index, try snake.encodeQuery(Camel(firstName: index, inner: [])) + "|" + snake.encodeQuery(DynamicKeys(keys: [key])))
                }
            } catch {
                results.append(index, "error: \(error)")
            }
        }
        let all = results.values
        XCTAssertEqual(all.count, 400)
        for (index, value) in all {
            // The snake-case strategy splits words at hyphens too.
            let expected = index.isMultiple(of: 2)
                ? "name=r&children%5B0%5D%5Bname%5D=a&children%5B1%5D%5Bname%5D=b|key-\(index % 7)-made-at-run-time=0"
                : "first_name=\(index)|key_\(index % 7)_made_at_run_time=0"
            XCTAssertEqual(value, expected)
        }
    }
}

// MARK: - Models

private struct OptionalArrays: Encodable {
    var x: [String?]
    var y: [String?]
}

/// Encodes a value with the encoder that is encoding it.
private struct Reentrant: Encodable {
    let encoder: URLQueryItemEncoder
    let inner: Pair
    enum CodingKeys: CodingKey { case q, after }

    func encode(to coder: any Encoder) throws {
        var container = coder.container(keyedBy: CodingKeys.self)
        try container.encode(try encoder.encodeQuery(inner), forKey: .q)
        try container.encode(2, forKey: .after)
    }
}

private struct Node: Encodable {
    var name: String
    var children: [Node]
}

private struct TwoContainers: Encodable {
    var x: Int
    var y: Int
    enum Keys: String, CodingKey { case x, y }

    func encode(to encoder: any Encoder) throws {
        var first = encoder.container(keyedBy: Keys.self)
        var second = encoder.container(keyedBy: Keys.self)
        try first.encode(x, forKey: .x)
        try second.encode(y, forKey: .y)
    }
}

private enum K0: CodingKey { case v }
private enum K1: CodingKey { case v }
private enum K2: CodingKey { case v }
private enum K3: CodingKey { case v }
private enum K4: CodingKey { case v }
private enum K5: CodingKey { case v }
private enum K6: CodingKey { case v }
private enum K7: CodingKey { case v }
private enum K8: CodingKey { case v }
private enum K9: CodingKey { case v }

/// Writes `v` through one of ten key types, chosen by its value.
private struct Varied: Encodable {
    var value: Int
    init(_ value: Int) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        switch value % 10 {
        case 0: try write(K0.self, to: encoder)
        case 1: try write(K1.self, to: encoder)
        case 2: try write(K2.self, to: encoder)
        case 3: try write(K3.self, to: encoder)
        case 4: try write(K4.self, to: encoder)
        case 5: try write(K5.self, to: encoder)
        case 6: try write(K6.self, to: encoder)
        case 7: try write(K7.self, to: encoder)
        case 8: try write(K8.self, to: encoder)
        default: try write(K9.self, to: encoder)
        }
    }

    private func write<Key: CodingKey>(_: Key.Type, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(value, forKey: Key(stringValue: "v")!)
    }
}

private struct Outer: Encodable {
    var v: Int
    enum Keys: CodingKey { case inner }
    enum InnerKeys: CodingKey { case v }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var inner = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
        try inner.encode(v, forKey: .v)
    }
}

private struct Unordered: Encodable {
    var z: Int
    var a: Int
}

private struct Mixed: Encodable {
    var p: [Pair]
    var q: [Unordered]
    var r: [Pair]
}

private struct Bracketed: Encodable {
    var ok: Int
    var bad: Int?
    enum CodingKeys: String, CodingKey {
        case ok
        case bad = "x[y]"
    }
}

private struct Spaced: Encodable {
    var value: String
    enum CodingKeys: String, CodingKey {
        case value = "first name"
        case kanji = "名"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode("n", forKey: .kanji)
    }
}

private struct Dotted: Encodable {
    var value: Int
    enum CodingKeys: String, CodingKey { case value = "a.b" }
}

private struct DynamicKeys: Encodable {
    var keys: [String]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: StringKey.self)
        for (index, key) in keys.enumerated() {
            try container.encode(index, forKey: StringKey(key))
        }
    }
}

private struct Camel: Encodable {
    struct Inner: Encodable { var lastName: Int }
    var firstName: Int
    var inner: [Inner]
}

private struct StringKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Strings appended from many threads, each with the index of its iteration.
private final class Results: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only read or written while holding `lock`.
    private let lock = NSLock()
    private var storage: [(Int, String)] = []

    func append(_ index: Int, _ value: String) {
        lock.lock()
        defer { lock.unlock() }
        storage.append((index, value))
    }

    var values: [(Int, String)] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
