/// The order of `.sortedKeys`: keys compared by their escaped bytes, except that two keys
/// made only of digits compare as numbers (`2` before `10`). Equal keys keep their order.
enum KeyOrder {
    static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        if left.count != right.count, !left.isEmpty, !right.isEmpty, left.allSatisfy(isDigit), right.allSatisfy(isDigit) {
            return left.count < right.count ? -1 : 1  // numbers without leading zeros: the shorter is smaller
        }
        for (x, y) in zip(left, right) where x != y { return x < y ? -1 : 1 }
        return left.count < right.count ? -1 : left.count > right.count ? 1 : 0
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
