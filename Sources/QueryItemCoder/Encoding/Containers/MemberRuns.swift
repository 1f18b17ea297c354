#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Scalar members of an object written straight into the call's text in their output form,
/// `[key]=value` (`key=value` at the root, `.key=value` under `.dots`, the value
/// percent-encoded), consecutive members joined by `&` into one node of kind `.run`: the
/// renderer copies a run instead of forming each pair from a node, a key and a value.
///
/// Only where that gives the bytes the tree would: a query string or a form body (not items,
/// whose pairs' spans are recorded), no `.sortedKeys`, and an object whose style is
/// `.brackets` or `.dots` (`EncodingState.memberRuns(in:)`). The object's name is not part of
/// a run: the renderer writes it before each member, whatever the arrays above it. Keys
/// written twice are found and resolved by the renderer, which splits a run into its members
/// for that (`RunMember`). Everything else (nils, empty collections, nested values) stays a
/// node of the tree and ends the run; the member after it starts a new one.
enum MemberRuns {
    /// How a member's key opens and closes below the root.
    enum Opening {
        /// `[key]`.
        case bracket
        /// `%5Bkey%5D`.
        case escapedBracket
        /// `.key`.
        case dot
        /// `key`, at the root.
        case none
    }

    /// Writes the member `key` of object `node`: `&` (after another member of the run), the
    /// key in its run form (checked, as `KeyText` checks every key) and `=`, then its value
    /// through `write`, escaped in place. A member whose value is not a scalar keeps the key
    /// it wrote (its node's key) outside any run: a `nil` becomes a node, as
    /// `EncodingTree.writeMember` makes one, and a value that is not a scalar is left to the
    /// caller (`false`). A member that throws leaves nothing behind.
    ///
    /// - Parameter path: the coding path of the object.
    static func write(_ key: String, codingKey: some CodingKey, of node: Int, opening: Opening, form: KeyText.Form,
                      failure: (any Error)?, to tree: inout EncodingTree, path: () -> [any CodingKey],
                      write: (inout [UInt8]) throws -> EncodingNode.Kind?) throws -> (KeyText.Range, Bool) {
        _ = try tree.beginMember(of: node, failure: failure, path: { path() + [codingKey] })
        let start = tree.text.count
        let last = tree.nodes[node].last
        let extends = last >= 0 && tree.nodes[last].kind == .run && tree.nodes[last].textEnd == start
            && tree.nodes[last].first &+ tree.nodes[last].count == tree.runMembers.count
        let range = try appendKey(key, separated: extends, opening: opening, form: form, to: &tree.text,
                                  codingKey: codingKey, path: path)
        let valueStart = tree.text.count
        do {
            let kind = try write(&tree.text)
            guard kind == .scalar else {
                // The bytes around the key are never read: no run ends here.
                guard let kind else { return (range, false) }
                try tree.checkSize(path: { path() + [codingKey] })
                _ = tree.appendChild(node, kind: kind, key: range, textStart: tree.text.count)
                return (range, true)
            }
            escape(from: valueStart, in: &tree, spaceAsPlus: form.spaceAsPlus)
            try tree.checkSize(path: { path() + [codingKey] })
        } catch {
            tree.text.removeSubrange(start...)
            throw error
        }
        tree.runMembers.append(RunMember(key: range, end: tree.text.count))
        if extends {
            tree.nodes[last].textEnd = tree.text.count
            tree.nodes[last].count &+= 1
        } else {
            let run = tree.appendChild(node, kind: .run, key: range, textStart: start)
            tree.nodes[run].first = tree.runMembers.count &- 1
            tree.nodes[run].count = 1
        }
        return (range, true)
    }

    /// Appends `&` (if `separated`), the key's component and `=` through one `OutputSpan`;
    /// the key is copied, checked and hashed in the same pass. A key that holds a byte to
    /// escape (rare) is written again through `KeyText`. Returns the key's range.
    private static func appendKey(_ key: String, separated: Bool, opening: Opening, form: KeyText.Form,
                                  to text: inout [UInt8], codingKey: some CodingKey,
                                  path: () -> [any CodingKey]) throws -> KeyText.Range {
        let start = text.count
        let marks = switch opening {
        case .none: 0
        case .dot: 1
        case .bracket: 2
        case .escapedBracket: 6
        }
        let keyStart = start &+ (separated ? 1 : 0) &+ (marks == 6 ? 3 : marks == 2 ? 1 : marks)
        let (hash, unreadable, plain, keyEnd) = key.withUTF8Span { bytes in
            var hash: UInt32 = 2_166_136_261
            var unreadable: UInt8 = 0
            var plain = true
            text.append(addingCapacity: 2 &+ marks &+ bytes.count) { span in
                if separated { span.append(0x26) }
                switch opening {
                case .bracket: span.append(0x5B)
                case .escapedBracket: span.append(0x25); span.append(0x35); span.append(0x42)
                case .dot: span.append(0x2E)
                case .none: break
                }
                for index in bytes.indices {
                    let byte = bytes[index]
                    hash = (hash ^ UInt32(byte)) &* 16_777_619
                    // `.` is unreserved: it is looked at again only under `.dots`.
                    if !PercentEncoding.isUnreserved(byte) || (byte == 0x2E && form.refusesDots) {
                        if unreadable == 0 && (byte == 0x5B || byte == 0x5D || byte == 0x2E) { unreadable = byte }
                        if byte != 0x2E { plain = false }
                    }
                    span.append(byte)
                }
                switch opening {
                case .bracket: span.append(0x5D)
                case .escapedBracket: span.append(0x25); span.append(0x35); span.append(0x44)
                case .dot, .none: break
                }
                span.append(0x3D)
            }
            return (hash, bytes.isEmpty ? 1 : unreadable, plain, keyStart &+ bytes.count)
        }
        if unreadable != 0 {
            text.removeSubrange(start...)
            throw UnreadableKey(text: key, byte: unreadable).error(codingKey: codingKey, path: path())
        }
        if plain || form.raw { return (keyStart, keyEnd, hash) }
        // The key holds a byte to escape: written again, through `KeyText`.
        text.removeSubrange(start...)
        if separated { text.append(0x26) }
        switch opening {
        case .bracket: text.append(0x5B)
        case .escapedBracket: text.append(contentsOf: [0x25, 0x35, 0x42])
        case .dot: text.append(0x2E)
        case .none: break
        }
        guard case .success(let range) = KeyText.append(key, form: form, to: &text) else {
            preconditionFailure("a key found readable was refused")
        }
        switch opening {
        case .bracket: text.append(0x5D)
        case .escapedBracket: text.append(contentsOf: [0x25, 0x35, 0x44])
        case .dot, .none: break
        }
        text.append(0x3D)
        return range
    }

    /// Percent-encodes the value written from `start` to the end of the text, in place: the
    /// bytes from the first one to escape are moved to `tree.scratch` and written back
    /// escaped (most values, numbers among them, have none).
    private static func escape(from start: Int, in tree: inout EncodingTree, spaceAsPlus: Bool) {
        let end = tree.text.count
        var first = start
        while first < end && PercentEncoding.isUnreserved(tree.text[first]) { first &+= 1 }
        guard first < end else { return }
        tree.scratch.removeAll(keepingCapacity: true)
        tree.scratch.append(contentsOf: tree.text[first..<end])
        tree.text.removeLast(end &- first)
        let scratch = tree.scratch
        tree.text.append(addingCapacity: scratch.count &* 3) { span in
            PercentEncoding.write(scratch[scratch.indices].span, 0..<scratch.count, spaceAsPlus: spaceAsPlus, to: &span)
        }
    }
}
