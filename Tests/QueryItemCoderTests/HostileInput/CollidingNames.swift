import Foundation
import XCTest

/// Names built to collide under the hashes the package used before issue 28.
enum CollidingNames {
    static let fnvPrime: UInt32 = 16_777_619
    static let fnvBasis: UInt32 = 2_166_136_261
    /// Bytes that are plain in a name (no escape, no bracket, no dot): 64 of them, so four
    /// make 24 bits.
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-".utf8)

    /// One step of FNV-1a, the hash `ChildTable` used (for a child of the root, parent 0,
    /// it started from the basis).
    static func fnvStep(_ hash: UInt32, _ byte: UInt8) -> UInt32 { (hash ^ UInt32(byte)) &* fnvPrime }

    static func fnv(_ bytes: [UInt8]) -> UInt32 { bytes.reduce(fnvBasis, fnvStep) }

    /// Six bytes chosen by `index`, every one of them varying with it. (FNV-1a takes inputs
    /// that differ in four bytes only to distinct states: there is nothing to find there.)
    private static func block(_ index: UInt32) -> [UInt8] {
        let scattered = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
        return (0..<6).map { alphabet[Int(scattered >> (20 + 6 * UInt64($0))) & 63] }
    }

    /// `count` distinct names, each `prefix` and then `6 * ceil(log2(count))` plain bytes,
    /// that all have one FNV-1a hash: Joux's multicollision. FNV-1a is iterated, so two
    /// blocks that lead from one state to one state can be swapped in front of any suffix:
    /// a birthday search finds such a pair of six-byte blocks (about 80,000 tries of a
    /// 32-bit state), and `m` pairs in a row give 2^m names with one hash.
    static func fnvMulticollision(prefix: [UInt8], count: Int) -> [String] {
        var state = prefix.reduce(fnvBasis, fnvStep)
        var pairs: [([UInt8], [UInt8])] = []
        while 1 << pairs.count < count {
            let (first, second, next) = blockCollision(from: state)
            pairs.append((first, second))
            state = next
        }
        var names: [String] = []
        names.reserveCapacity(count)
        for number in 0..<count {
            var bytes = prefix
            for (bit, pair) in pairs.enumerated() { bytes += number >> bit & 1 == 0 ? pair.0 : pair.1 }
            names.append(String(decoding: bytes, as: UTF8.self))
        }
        return names
    }

    /// Two different six-byte blocks that take FNV-1a from `state` to one state, and that
    /// state. (Written with plain loops: the test target is built without optimization.)
    private static func blockCollision(from state: UInt32) -> ([UInt8], [UInt8], UInt32) {
        // An open-addressing table of the states reached: key state, value block number.
        let size = 1 << 18
        var keys = [UInt32](repeating: 0, count: size)
        var values = [UInt32](repeating: 0, count: size)
        var index: UInt32 = 1
        while true {
            let scattered = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
            var reached = state
            var shift: UInt64 = 20
            while shift < 56 {
                reached = (reached ^ UInt32(alphabet[Int(truncatingIfNeeded: scattered >> shift) & 63])) &* fnvPrime
                shift += 6
            }
            var slot = Int(truncatingIfNeeded: (reached &* 0x9E37_79B1) >> 14)
            while values[slot] != 0 {
                if keys[slot] == reached && block(values[slot]) != block(index) {
                    return (block(values[slot]), block(index), reached)
                }
                slot = (slot + 1) & (size - 1)
            }
            keys[slot] = reached
            values[slot] = index
            index += 1
        }
    }

    /// The hash `KeyText` gave every key and `DuplicateKeys` probed with: rotate left by 5,
    /// xor the byte.
    static func rotateXor(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(0) { ($0 << 5 | $0 >> 27) ^ UInt32($1) }
    }

    /// `count` distinct keys, `prefix` and 32 bytes, whose rotate-xor hashes differ but fall in one home slot
    /// of the table `DuplicateKeys` kept (slot `(hash | 1) * 0x9E3779B1 >> 16`, 65,536 home
    /// slots), 32,768 keys a slot, the slots adjacent: the inversion. The hash is linear over bits: in a 32-byte key, byte `i`
    /// is rotated by `5 * (31 - i) mod 32`, a different amount for each `i`, so flipping the
    /// low bit of byte `i` flips exactly one bit of the hash, and every hash is reached by
    /// flipping the low bits of a key of 32 `b`s (`b` <-> `c`). Hashes whose product with
    /// 0x9E3779B1 shares its top 16 bits are `(top << 16 | low) * inverse` for odd `low`.
    static func rotateXorSlotCollision(prefix: [UInt8] = [], count: Int) -> [String] {
        let multiplier: UInt32 = 0x9E37_79B1
        var inverse: UInt32 = 1  // Newton's iteration for the inverse modulo 2^32
        for _ in 0..<5 { inverse = inverse &* (2 &- multiplier &* inverse) }
        let base = prefix + [UInt8](repeating: 0x62, count: 32)
        let baseHash = rotateXor(base)
        // The position whose low bit lands on each bit of the hash (the prefix's bytes are
        // rotated by multiples of 160, a whole turn: it only changes `baseHash`).
        var position = [Int](repeating: 0, count: 32)
        for index in 0..<32 { position[(5 * (31 - index)) % 32] = prefix.count + index }
        var names: [String] = []
        names.reserveCapacity(count)
        for number in 0..<UInt32(count) {
            let hash = ((0x1234 + number >> 15) << 16 | (number & 0x7FFF) << 1 | 1) &* inverse
            var bytes = base
            let difference = hash ^ baseHash
            for bit in 0..<32 where difference >> UInt32(bit) & 1 == 1 { bytes[position[bit]] ^= 1 }
            names.append(String(decoding: bytes, as: UTF8.self))
        }
        return names
    }

    /// Names of `length` plain bytes, `prefix` first, that no hash has been chosen for.
    static func ordinary(prefix: [UInt8], length: Int, count: Int) -> [String] {
        (0..<count).map { number in
            var bytes = prefix
            var rest = number
            while bytes.count < length {
                bytes.append(alphabet[rest & 63])
                rest >>= 6
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
