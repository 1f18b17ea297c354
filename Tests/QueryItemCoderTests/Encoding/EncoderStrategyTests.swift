import Foundation
import QueryItemCoder
import XCTest

final class EncoderStrategyTests: XCTestCase {
    struct Keys: Encodable {
        var myABBRKey = 1
        var userID = 2
        var URLValue = 3
        var nestedInfo = Inner()
        var tags: [String: Int] = ["someKey": 4]
        struct Inner: Encodable { var innerValue = 5 }
    }

    func testKeyStrategiesApplyToEachComponent() {
        assertEncodes([
            EncodeCase(name: "default", value: Keys(),
                       expected: "myABBRKey=1&userID=2&URLValue=3&nestedInfo[innerValue]=5&tags[someKey]=4"),
            // Dictionary keys are data: `someKey` stays as it is.
            EncodeCase(name: "snake", value: Keys(),
                       expected: "my_abbr_key=1&user_id=2&url_value=3&nested_info[inner_value]=5&tags[someKey]=4",
                       configure: { $0.keyEncodingStrategy = .convertToSnakeCase }),
            EncodeCase(name: "kebab", value: Keys(),
                       expected: "my-abbr-key=1&user-id=2&url-value=3&nested-info[inner-value]=5&tags[someKey]=4",
                       configure: { $0.keyEncodingStrategy = .convertToKebabCase }),
            EncodeCase(name: "upper camel", value: Keys(),
                       expected: "MyAbbrKey=1&UserId=2&UrlValue=3&NestedInfo[InnerValue]=5&Tags[someKey]=4",
                       configure: { $0.keyEncodingStrategy = .convertToUpperCamelCase }),
            EncodeCase(name: "lower camel", value: Keys(),
                       expected: "myAbbrKey=1&userId=2&urlValue=3&nestedInfo[innerValue]=5&tags[someKey]=4",
                       configure: { $0.keyEncodingStrategy = .convertToLowerCamelCase }),
            // The conversion applies before dots are added.
            EncodeCase(name: "snake with dots", value: Keys(),
                       expected: "my_abbr_key=1&user_id=2&url_value=3&nested_info.inner_value=5&tags.someKey=4",
                       configure: { $0.keyEncodingStrategy = .convertToSnakeCase; $0.objectEncodingStrategy = .dots }),
            // A custom strategy sees the whole path.
            EncodeCase(name: "custom", value: Keys(),
                       expected: "1_myABBRKey=1&1_userID=2&1_URLValue=3&1_nestedInfo[2_innerValue]=5&1_tags[someKey]=4",
                       configure: { $0.keyEncodingStrategy = .custom { path in StringKeyForTests("\(path.count)_\(path.last!.stringValue)") } }),
        ])
    }

    func testObjectStrategies() {
        let value = Wrap(Wrap(["x": 1]))
        assertEncodes([
            EncodeCase(name: "brackets", value: value, expected: "a[a][x]=1"),
            EncodeCase(name: "dots", value: value, expected: "a.a.x=1", configure: { $0.objectEncodingStrategy = .dots }),
            // Array indices stay in brackets under dots, as qs writes them.
            EncodeCase(name: "dots, indexed array", value: Wrap(Wrap([7])), expected: "a.a[0]=7",
                       configure: { $0.objectEncodingStrategy = .dots; $0.arrayEncodingStrategy = .indexed }),
        ])
    }

    func testBools() {
        assertEncodes([
            EncodeCase(name: "literal", value: Wrap([true, false]), expected: "a[]=true&a[]=false"),
            EncodeCase(name: "numeric", value: Wrap([true, false]), expected: "a[]=1&a[]=0", configure: { $0.boolEncodingStrategy = .numeric }),
        ])
    }

    #if FoundationFormatters || !canImport(FoundationEssentials)
    /// `.formatted(DateFormatter)` exists on Apple platforms and, elsewhere, with the trait.
    func testFormattedDates() {
        let date = Date(timeIntervalSince1970: 1_795_313_745.25)  // 2026-11-22T02:15:45.25Z
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy/MM/dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        assertEncodes([
            EncodeCase(name: "formatted", value: Wrap(date), expected: "a=2026%2F11%2F22",
                       configure: { $0.dateEncodingStrategy = .formatted(formatter) }),
        ])
    }
    #endif

    func testDates() {
        let date = Date(timeIntervalSince1970: 1_795_313_745.25)  // 2026-11-22T02:15:45.25Z
        let whole = Date(timeIntervalSince1970: 1_795_313_745)
        func dates(_ strategy: URLQueryItemEncoder.DateEncodingStrategy) -> @Sendable (URLQueryItemEncoder) -> Void {
            { $0.dateEncodingStrategy = strategy }
        }
        assertEncodes([
            // The default: RFC 3339 to the millisecond, three fraction digits when there is one.
            EncodeCase(name: "iso8601 default", value: Wrap(date), expected: "a=2026-11-22T02%3A15%3A45.250Z"),
            EncodeCase(name: "iso8601 whole seconds", value: Wrap(whole), expected: "a=2026-11-22T02%3A15%3A45Z"),
            EncodeCase(name: "fractional", value: Wrap(whole), expected: "a=2026-11-22T02%3A15%3A45.000Z", configure: dates(.iso8601WithFractionalSeconds)),
            EncodeCase(name: "seconds", value: Wrap(date), expected: "a=1795313745.25", configure: dates(.secondsSince1970)),
            EncodeCase(name: "whole seconds, no .0", value: Wrap(whole), expected: "a=1795313745", configure: dates(.secondsSince1970)),
            EncodeCase(name: "milliseconds", value: Wrap(date), expected: "a=1795313745250", configure: dates(.millisecondsSince1970)),
            EncodeCase(name: "deferred: seconds since 2001", value: Wrap(date), expected: "a=817006545.25", configure: dates(.deferredToDate)),
            EncodeCase(name: "custom", value: Wrap(date), expected: "a=day-20779", configure: dates(.custom { date, encoder in
                var container = encoder.singleValueContainer()
                try container.encode("day-\(Int(date.timeIntervalSince1970 / 86400))")
            })),
            // Dates in arrays follow the same strategy.
            EncodeCase(name: "in an array", value: Wrap([whole]), expected: "a[]=1795313745", configure: dates(.secondsSince1970)),
            // The date strategy also reaches optionals.
            EncodeCase(name: "optional", value: Wrap(Optional(whole)), expected: "a=1795313745", configure: dates(.secondsSince1970)),
        ])
    }

    func testData() {
        let data = Data([0xFB, 0xFF, 0xBF, 0x01])  // base64 "+/+/AQ==", base64url "-_-_AQ"
        assertEncodes([
            EncodeCase(name: "base64 default: + / = escaped", value: Wrap(data), expected: "a=%2B%2F%2B%2FAQ%3D%3D"),
            EncodeCase(name: "base64url, no padding", value: Wrap(data), expected: "a=-_-_AQ", configure: { $0.dataEncodingStrategy = .base64URL }),
            EncodeCase(name: "deferred: the bytes", value: Wrap(Data([1, 2])), expected: "a[]=1&a[]=2", configure: { $0.dataEncodingStrategy = .deferredToData }),
            EncodeCase(name: "custom", value: Wrap(data), expected: "a=4%20bytes", configure: { $0.dataEncodingStrategy = .custom { data, encoder in
                var container = encoder.singleValueContainer()
                try container.encode("\(data.count) bytes")
            } }),
        ])
    }

    struct Optionals: Encodable {
        var a: Int?
        var b: String?
        var c = 1
    }

    func testNilStrategiesReachSynthesizedOptionals() {
        assertEncodes([
            EncodeCase(name: "omit (default)", value: Optionals(), expected: "c=1"),
            EncodeCase(name: "empty value", value: Optionals(), expected: "a=&b=&c=1", configure: { $0.nilEncodingStrategy = .emptyValue }),
            EncodeCase(name: "key only", value: Optionals(), expected: "a&b&c=1", configure: { $0.nilEncodingStrategy = .keyOnly }),
            EncodeCase(name: "null", value: Optionals(), expected: "a=null&b=null&c=1", configure: { $0.nilEncodingStrategy = .null }),
            // Set optionals are written as their value.
            EncodeCase(name: "set", value: Optionals(a: 0, b: ""), expected: "a=0&b=&c=1"),
        ])
    }

    func testFloats() {
        assertEncodes([
            // Shortest round-tripping forms, integral values without .0.
            EncodeCase(name: "float 3.14", value: Wrap(Float(3.14)), expected: "a=3.14"),
            EncodeCase(name: "double 0.1", value: Wrap(0.1), expected: "a=0.1"),
            EncodeCase(name: "double 2.0", value: Wrap(2.0), expected: "a=2"),
            EncodeCase(name: "negative zero", value: Wrap(-0.0), expected: "a=0"),
            // An exponent's + is escaped, so it is not read as a space.
            // Integral values beyond 2^53 take their shortest form, as JSON writes them.
            EncodeCase(name: "1e20", value: Wrap(1e20), expected: "a=1e%2B20"),
            EncodeCase(name: "2^53 - 1", value: Wrap(9_007_199_254_740_991.0), expected: "a=9007199254740991"),
            EncodeCase(name: "1e300", value: Wrap(1e300), expected: "a=1e%2B300"),
            EncodeCase(name: "1e-7", value: Wrap(1e-7), expected: "a=1e-07"),
            EncodeCase(name: "largest double", value: Wrap(Double.greatestFiniteMagnitude), expected: "a=1.7976931348623157e%2B308"),
            EncodeCase(name: "named infinities", value: Wrap([Double.infinity, -.infinity, .nan]), expected: "a[]=inf&a[]=-inf&a[]=nan",
                       configure: { $0.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan") }),
            EncodeCase(name: "decimal", value: Wrap(Decimal(string: "12345678901234567890.123")!), expected: "a=12345678901234567890.123"),
        ])
        let error = encodingError(Wrap(Double.nan))
        XCTAssertEqual(error?.path, "a")
        XCTAssertEqual(error?.message, "Unable to encode nan directly in a query string. Use URLQueryItemEncoder.NonConformingFloatEncodingStrategy.convertToString to encode it.")
    }

    /// A non-conforming float inside an array throws at the element's path. (Its error path
    /// once read the tree while the element was being written: an exclusivity trap.)
    func testNonConformingFloatsInArraysThrowAtTheElement() {
        let nan = "Unable to encode nan directly in a query string. Use URLQueryItemEncoder.NonConformingFloatEncodingStrategy.convertToString to encode it."
        let infinity = "Unable to encode inf directly in a query string. Use URLQueryItemEncoder.NonConformingFloatEncodingStrategy.convertToString to encode it."
        let rows: [(value: any Encodable, path: String, message: String)] = [
            (Wrap([1, Double.nan]), "a.[1]", nan),              // Double, second element
            (Wrap([Float.nan]), "a.[0]", nan),                  // Float, first element
            (Wrap([[1.5], [2, .infinity]]), "a.[1].[1]", infinity),  // nested array
            (Wrap([Double?.some(.nan)]), "a.[0]", nan),         // through the generic element path
        ]
        for row in rows {
            let error = encodingError(row.value)
            XCTAssertEqual(error?.path, row.path, "\(row.value)")
            XCTAssertEqual(error?.message, row.message, "\(row.value)")
        }
    }

    struct Integers: Encodable {
        var i8 = Int8.min, i16 = Int16.min, i32 = Int32.min, i64 = Int64.min, i = Int.max
        var u8 = UInt8.max, u16 = UInt16.max, u32 = UInt32.max, u64 = UInt64.max, u = UInt.max
    }

    func testEveryIntegerWidthIsExact() {
        assertEncodes([
            EncodeCase(name: "extremes", value: Integers(),
                       expected: "i8=-128&i16=-32768&i32=-2147483648&i64=-9223372036854775808&i=9223372036854775807"
                       + "&u8=255&u16=65535&u32=4294967295&u64=18446744073709551615&u=18446744073709551615"),
        ])
    }

    func testSpaces() {
        assertEncodes([
            EncodeCase(name: "percent (default)", value: Wrap("a b"), expected: "a=a%20b"),
            EncodeCase(name: "plus", value: Wrap("a b+c"), expected: "a=a+b%2Bc", configure: { $0.spaceEncodingStrategy = .plus }),
        ])
    }

    func testBracketsAreEscapedByDefault() {
        assertEncodes([
            EncodeCase(name: "escaped", value: Wrap(Wrap([1])), expected: "a%5Ba%5D%5B%5D=1"),
            EncodeCase(name: "brackets in values are always escaped", value: Wrap("[x]"), expected: "a=%5Bx%5D",
                       configure: { $0.outputFormatting = .literalBrackets }),
        ], literalBrackets: false)
    }

    struct Unsorted: Encodable {
        var zeta = 1
        var alpha = Inner()
        var list = [3, 1, 2]
        var dict: [String: Int] = ["10": 1, "2": 2, "b": 3]
        struct Inner: Encodable { var y = 1; var x = 2 }
    }

    func testSortedKeysSortsKeysNeverElements() {
        assertEncodes([
            EncodeCase(name: "declaration order (default)", value: Unsorted(),
                       expected: "zeta=1&alpha[y]=1&alpha[x]=2&list[]=3&list[]=1&list[]=2&dict[10]=1&dict[2]=2&dict[b]=3"),
            // Keys sorted at every level; [3,1,2] keeps its order; numeric keys compare as numbers.
            EncodeCase(name: "sorted", value: Unsorted(),
                       expected: "alpha[x]=2&alpha[y]=1&dict[2]=2&dict[10]=1&dict[b]=3&list[]=3&list[]=1&list[]=2&zeta=1",
                       configure: { $0.outputFormatting.insert(.sortedKeys) }),
            // Indices: a[2] before a[10].
            EncodeCase(name: "indices", value: Wrap(Array(0...10)), expected: (0...10).map { "a[\($0)]=\($0)" }.joined(separator: "&"),
                       configure: { $0.outputFormatting.insert(.sortedKeys); $0.arrayEncodingStrategy = .indexed }),
        ])
    }

    func testDefaultsArePinned() {
        let encoder = URLQueryItemEncoder()
        guard case .useDefaultKeys = encoder.keyEncodingStrategy else { return XCTFail("keys") }
        guard case .brackets = encoder.arrayEncodingStrategy else { return XCTFail("arrays") }
        guard case .brackets = encoder.objectEncodingStrategy else { return XCTFail("objects") }
        guard case .literal = encoder.boolEncodingStrategy else { return XCTFail("bools") }
        guard case .iso8601 = encoder.dateEncodingStrategy else { return XCTFail("dates") }
        guard case .base64 = encoder.dataEncodingStrategy else { return XCTFail("data") }
        guard case .omit = encoder.nilEncodingStrategy else { return XCTFail("nil") }
        guard case .throw = encoder.nonConformingFloatEncodingStrategy else { return XCTFail("floats") }
        guard case .percentEscaped = encoder.spaceEncodingStrategy else { return XCTFail("spaces") }
        guard case .omit = encoder.emptyCollectionEncodingStrategy else { return XCTFail("empty") }
        XCTAssertEqual(encoder.outputFormatting, [])
    }
}

struct StringKeyForTests: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
