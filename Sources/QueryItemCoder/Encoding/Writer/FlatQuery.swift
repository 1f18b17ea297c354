#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The query string or items of a flat object, written without the renderer.
///
/// Most query models are flat: a struct of strings, numbers, dates and flags
/// (`SearchCondition`). Its tree is a root whose members are all scalars, and its query
/// string is those members in order, `key=value` joined by `&`, the keys already in their
/// written form in `text` and the values escaped with the same table as the renderer's. For
/// such a tree the size of the output is known before writing it, so it is written straight
/// into the storage of the `String` that is returned: the renderer, its two buffers and the
/// copy into the `String` are skipped; items are made straight from `text` (their values
/// escaped straight into their `String`s when percent-encoded), without the renderer's
/// output and spans. (Measured, instructions per encode: `encodeQuery`
/// SearchCondition 10,787 -> 9,745, Flat 23,332 -> 22,094, allocations 9 -> 6 and 10 -> 7;
/// `encode(_:) -> [URLQueryItem]` 15,678 -> 11,440 and 34,478 -> 26,497;
/// `encodePercentEncodedQueryItems` 15,719 -> 11,877 and 35,623 -> 31,865; Nested and Large,
/// which take the renderer, within 0.3 %. Form bodies take the renderer: written straight
/// into a `Data` they cost more than its copy, and copied from the flat `String` they saved
/// 4.3 % on SearchCondition and 2.5 % on Flat, too little for another path.)
///
/// Every other tree goes to the renderer, which applies the rules that need more than this:
/// a key written twice (`hasDuplicateKeys`), `.sortedKeys` with more than one member, a `nil`
/// member (the nil strategies), an empty or nested member. The output is the same byte for
/// byte either way (`FlatQueryTests` compares the two).
extension EncodingState {
    /// Whether the root is an object of scalars only, with no key twice and no sorting to
    /// do: the trees that `flatQueryString` and `flatQueryItems` write. Runs after the call ended.
    var isFlat: Bool {
        let root = nodes[Self.root]
        // Every node but the root is one of its members: nothing is nested.
        guard root.kind == .object, root.count > 0, nodes.count == root.count &+ 1 else { return false }
        var child = root.first
        while child >= 0 {
            guard nodes[child].kind == .scalar else { return false }
            child = nodes[child].next
        }
        guard root.count > 1 else { return true }
        if options.outputFormatting.contains(.sortedKeys) { return false }
        var table: [UInt32] = []
        return root.keysAreData || !hasDuplicateKeys(Self.root, table: &table)
    }

    /// The query string of a flat root (`isFlat`), percent-encoded as the call's mode says.
    func flatQueryString(spaceAsPlus: Bool) -> String? {
        // `String(unsafeUninitializedCapacity:initializingUTF8With:)` is in every Linux
        // toolchain; on Apple platforms it came with the 2020 releases.
        guard #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *), isFlat else { return nil }
        let forms = PercentEncoding.writtenForms(spaceAsPlus: spaceAsPlus)
        let size = flatQuerySize(forms: forms)
        return String(unsafeUninitializedCapacity: size &+ 3) { output in
            writeFlatQuery(to: UnsafeMutableRawPointer(output.baseAddress!), size: size, forms: forms)
        }
    }

    /// The exact size of a flat root's query string: `&` between pairs, each key as
    /// written, `=`, each value escaped with `forms`.
    private func flatQuerySize(forms: [UInt32]) -> Int {
        precondition(forms.count == 256)
        let root = nodes[Self.root]
        var size = root.count &- 1
        forms.withUnsafeBufferPointer { forms in
            text.withUnsafeBufferPointer { text in
                var child = root.first
                while child >= 0 {
                    let node = nodes[child]
                    size &+= node.keyEnd &- node.keyStart &+ 1
                    size &+= PercentEncoding.writtenCount(UnsafeBufferPointer(rebasing: text[node.textStart..<node.textEnd]),
                                                          forms: forms.baseAddress!)
                    child = node.next
                }
            }
        }
        return size
    }

    /// Writes a flat root's query string, `size` bytes (`flatQuerySize` with the same
    /// `forms`), to `output`, which has room for `size + 3`: an escaped byte is stored as four
    /// bytes (`PercentEncoding.write`), and the last one's spare bytes fall past the end.
    private func writeFlatQuery(to output: UnsafeMutableRawPointer, size: Int, forms: [UInt32]) -> Int {
        precondition(forms.count == 256)
        var written = 0
        forms.withUnsafeBufferPointer { forms in
            text.withUnsafeBufferPointer { text in
                var child = nodes[Self.root].first
                while child >= 0 {
                    let node = nodes[child]
                    if written > 0 {
                        output.storeBytes(of: 0x26, toByteOffset: written, as: UInt8.self)
                        written &+= 1
                    }
                    let keyLength = node.keyEnd &- node.keyStart
                    (output + written).copyMemory(from: text.baseAddress! + node.keyStart, byteCount: keyLength)
                    written &+= keyLength
                    output.storeBytes(of: 0x3D, toByteOffset: written, as: UInt8.self)
                    written &+= 1
                    written &+= PercentEncoding.write(UnsafeBufferPointer(rebasing: text[node.textStart..<node.textEnd]),
                                                      to: output + written, forms: forms.baseAddress!)
                    child = node.next
                }
            }
        }
        precondition(written == size, "writeFlatQuery wrote \(written) bytes of \(size)")
        return written
    }

    /// The items of a flat root (`isFlat`): keys and values as they are in `text` for a call
    /// in `.items` mode; percent-encoded for a query (`encodePercentEncodedQueryItems`), the
    /// keys already in that form and each value escaped straight into its `String`.
    func flatQueryItems() -> [URLQueryItem]? {
        guard isFlat else { return nil }
        switch mode {
        case .items:
            return flatItems { String(decoding: $0, as: UTF8.self) }
        case .query(let spaceAsPlus):
            guard #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) else { return nil }
            let forms = PercentEncoding.writtenForms(spaceAsPlus: spaceAsPlus)
            precondition(forms.count == 256)
            return forms.withUnsafeBufferPointer { forms in
                flatItems { value in
                    // Room for three bytes a byte and the last store's spare byte.
                    String(unsafeUninitializedCapacity: value.count &* 3 &+ 1) { output in
                        PercentEncoding.write(value, to: UnsafeMutableRawPointer(output.baseAddress!), forms: forms.baseAddress!)
                    }
                }
            }
        }
    }

    /// One item per member of a flat root: the key as it is in `text`, the value made by
    /// `value` from its bytes.
    @inline(__always)
    private func flatItems(_ value: (UnsafeBufferPointer<UInt8>) -> String) -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        items.reserveCapacity(nodes[Self.root].count)
        text.withUnsafeBufferPointer { text in
            var child = nodes[Self.root].first
            while child >= 0 {
                let node = nodes[child]
                items.append(URLQueryItem(
                    name: String(decoding: UnsafeBufferPointer(rebasing: text[node.keyStart..<node.keyEnd]), as: UTF8.self),
                    value: value(UnsafeBufferPointer(rebasing: text[node.textStart..<node.textEnd]))))
                child = node.next
            }
        }
        return items
    }
}
