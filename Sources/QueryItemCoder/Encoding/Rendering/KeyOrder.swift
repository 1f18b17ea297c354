/// The order of `.sortedKeys`, a total order whatever keys meet:
/// 1. keys made only of digits come first, as numbers (`2` before `10`); the same number
///    written with leading zeros comes after the shorter form (`9` before `09`);
/// 2. every other key follows, by its escaped bytes.
/// Equal keys keep their order (the sort is stable).
enum KeyOrder {
    static func compare(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>) -> Int {
        let leftIsNumber = isNumber(left), rightIsNumber = isNumber(right)
        if leftIsNumber != rightIsNumber { return leftIsNumber ? -1 : 1 }
        if leftIsNumber {
            let leftDigits = significantDigits(left), rightDigits = significantDigits(right)
            if leftDigits != rightDigits { return leftDigits < rightDigits ? -1 : 1 }
            // Same number of significant digits: the bytes from the first one decide, then
            // the shorter text (fewer leading zeros).
            for (x, y) in zip(left.suffix(leftDigits), right.suffix(rightDigits)) where x != y { return x < y ? -1 : 1 }
            return left.count < right.count ? -1 : left.count > right.count ? 1 : 0
        }
        for (x, y) in zip(left, right) where x != y { return x < y ? -1 : 1 }
        return left.count < right.count ? -1 : left.count > right.count ? 1 : 0
    }

    private static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(isDigit)
    }

    /// The count of digits after the leading zeros.
    private static func significantDigits(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.count - ((bytes.firstIndex(where: { $0 != 0x30 }) ?? bytes.endIndex) - bytes.startIndex)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
