import Foundation
import XCTest
import QueryItemCoder

/// The sections of Encoding.md on keys, dates, data, nil, numbers, empty collections and how it works.
extension EncodingDocTests {
    func checkKeys(_ doc: DocFile) throws {
        // .custom gets the coding path, the key to convert last.
        let paths = Captured()
        let custom = try query(["outer": ["inner": 1] as RequestParameters] as RequestParameters) {
            $0.keyEncodingStrategy = .custom { path in
                paths.set(path.map(\.stringValue).joined(separator: "."))
                return SafetyKey(path.last!.stringValue.uppercased())
            }
        }
        XCTAssertEqual(custom, "OUTER[INNER]=1")
        XCTAssertEqual(paths.value, "outer.inner")
        doc.assertRow(startingWith: ["`.custom { path in … }`", "the closure gets the coding path, the key to convert last"])
        // The keys of a Dictionary are data.
        struct Tagged: Encodable { var tags = ["someKey": 4] }
        let strategies: [(URLQueryItemEncoder.KeyEncodingStrategy, String)] = [
            (.useDefaultKeys, "tags"), (.convertToSnakeCase, "tags"), (.convertToKebabCase, "tags"),
            (.convertToUpperCamelCase, "Tags"), (.convertToLowerCamelCase, "tags"),
        ]
        for (strategy, name) in strategies {
            XCTAssertEqual(try query(Tagged()) { $0.keyEncodingStrategy = strategy }, name + "[someKey]=4")
        }
        doc.assertProse(#"`["someKey": 4]` stays `"# + (try query(Tagged())) + "` under every strategy")
    }

    func checkDates(_ doc: DocFile) throws {
        let date = Date(timeIntervalSince1970: 1_795_313_745.25)
        let whole = Date(timeIntervalSince1970: 1_795_313_745)
        func value(_ date: Date, _ strategy: URLQueryItemEncoder.DateEncodingStrategy) throws -> String {
            String(try query(["v": date] as [String: Date]) { $0.dateEncodingStrategy = strategy }.dropFirst(2))
        }
        let iso = try value(date, .iso8601)
        doc.assertRow(["`.iso8601`", "\(code(iso)) (\(code(try XCTUnwrap(iso.removingPercentEncoding)))); whole seconds: \(code(try value(whole, .iso8601)))"])
        doc.assertRow(["`.iso8601WithFractionalSeconds`",
                       "\(code(try value(date, .iso8601WithFractionalSeconds))); whole seconds: \(code(try value(whole, .iso8601WithFractionalSeconds)))"])
        doc.assertRow(["`.secondsSince1970`", "\(code(try value(date, .secondsSince1970))); whole seconds without `.0`: \(code(try value(whole, .secondsSince1970)))"])
        doc.assertRow(["`.millisecondsSince1970`", code(try value(date, .millisecondsSince1970))])
        doc.assertRow(["`.deferredToDate`", "\(code(try value(date, .deferredToDate))) (seconds since 2001, what `Date.encode(to:)` writes)"])
        // .formatted needs DateFormatter (Apple platforms, or the FoundationFormatters trait,
        // which this test target does not see); EncoderDateTests runs it where it exists.
        doc.assertRow(startingWith: ["`.formatted(formatter)`"])
        XCTAssertEqual(try value(date, .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode("day-\(Int(date.timeIntervalSince1970) / 86_400)")
        }), "day-20779")
        doc.assertRow(startingWith: ["`.custom { date, encoder in … }`"])

        // The rounding of .iso8601.
        let unescaped = { (date: Date) in try XCTUnwrap(try value(date, .iso8601).removingPercentEncoding) }
        doc.assertProse("`Date(timeIntervalSince1970: 1795313745.123)`, which holds `…45.1229999065`, is written `\(try unescaped(Date(timeIntervalSince1970: 1_795_313_745.123)))`; `…45.9995` is written `\(try unescaped(Date(timeIntervalSince1970: 1_795_313_745.9995)))`")
    }

    func checkData(_ doc: DocFile) throws {
        let bytes = Data([0xFB, 0xFF, 0xBF, 0x01])
        func value(_ strategy: URLQueryItemEncoder.DataEncodingStrategy) throws -> String {
            String(try query(["v": bytes] as [String: Data]) { $0.dataEncodingStrategy = strategy }.dropFirst(2))
        }
        let base64 = try value(.base64)
        doc.assertRow(["`.base64`", "\(code(base64)) (\(code(try XCTUnwrap(base64.removingPercentEncoding))))"])
        doc.assertRow(["`.base64URL`", "\(code(try value(.base64URL))) (URL-safe alphabet, no padding: nothing to escape)"])
        doc.assertRow(["`.deferredToData`", code(try query(["a": bytes] as [String: Data]) { $0.dataEncodingStrategy = .deferredToData })])
        XCTAssertEqual(try value(.custom { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(data.count)
        }), "4")
        doc.assertRow(startingWith: ["`.custom { data, encoder in … }`"])
    }

    func checkNilAndNumbers(_ doc: DocFile) throws {
        // The nil array element under .omit throws.
        let nilArray: RequestParameters = ["a": .list(1, RequestParameters.Null(), 3)]
        XCTAssertNotNil(encodingError(nilArray))
        doc.assertRow(["`.omit`", "`b=1`", "throws: leaving the element out would shift the elements after it"])
        doc.assertProse("; indexed: `\(try query(nilArray) { $0.nilEncodingStrategy = .null; $0.arrayEncodingStrategy = .indexed })` |")
        // Under .commaSeparated and .jsonArray.
        let comma = try query(nilArray) { $0.nilEncodingStrategy = .emptyValue; $0.arrayEncodingStrategy = .commaSeparated }
        doc.assertProse("a nil element is an empty element (`\(comma)`) under `.emptyValue`")
        XCTAssertEqual(try query(nilArray) { $0.nilEncodingStrategy = .null; $0.arrayEncodingStrategy = .commaSeparated }, "a=1,null,3")
        XCTAssertNotNil(encodingError(nilArray) { $0.nilEncodingStrategy = .keyOnly; $0.arrayEncodingStrategy = .commaSeparated })
        XCTAssertNotNil(encodingError(nilArray) { $0.arrayEncodingStrategy = .jsonArray })
        XCTAssertEqual(try query(nilArray) { $0.nilEncodingStrategy = .keyOnly; $0.arrayEncodingStrategy = .jsonArray }, "a=%5B%221%22%2Cnull%2C%223%22%5D")

        // NaN throws unless converted to a string.
        XCTAssertNotNil(encodingError(["v": Double.nan]))
        XCTAssertEqual(try query(["v": Double.nan]) { $0.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan") }, "v=nan")
        doc.assertRow(startingWith: ["`.nan`"])
    }

    func checkEmptyCollectionsAndSorting(_ doc: DocFile) throws {
        struct Lists: Encodable {
            var x: [String] = []
            var y = ["1"]
        }
        let json = try query(Lists()) { $0.emptyCollectionEncodingStrategy = .emptyValue; $0.arrayEncodingStrategy = .jsonArray }
        XCTAssertEqual(json.removingPercentEncoding, #"x=[]&y=["1"]"#)
        doc.assertProse("`{x: [], y: [\"1\"]}` gives `\(try query(Lists()))` by default and `\(try query(Lists()) { $0.emptyCollectionEncodingStrategy = .emptyValue })` with `.emptyValue`")

        let sorted: RequestParameters = ["b": 1, "a": ["z": 1, "y": [3, 1, 2]] as RequestParameters]
        doc.assertProse("`{b: 1, a: {z: 1, y: [3, 1, 2]}}` gives `\(try query(sorted) { $0.outputFormatting = [.sortedKeys, .literalBrackets] })`")
        // Digit-only keys first, as numbers; a leading zero after its shorter form.
        let keys: RequestParameters = ["b": 1, "10": 1, "09": 1, "2": 1, "9": 1, "A": 1]
        XCTAssertEqual(try query(["a": keys] as RequestParameters) { $0.outputFormatting = [.sortedKeys, .literalBrackets] },
                       "a[2]=1&a[9]=1&a[09]=1&a[10]=1&a[A]=1&a[b]=1")
    }

    func checkHowItWorks(_ doc: DocFile) throws {
        let interleaved = try query(EncoderInterleavingTests.TwoArrays()) { $0.arrayEncodingStrategy = .commaSeparated }
        doc.assertProse("`.commaSeparated` give `\(interleaved)` (`EncoderInterleavingTests`)")

        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: SafetyKey.self)
                try container.encode(1, forKey: SafetyKey("a"))
                try container.encode(2, forKey: SafetyKey("b"))
                try container.encode(3, forKey: SafetyKey("a"))
                var n1 = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("n"))
                try n1.encode(4, forKey: SafetyKey("x"))
                var n2 = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("n"))
                try n2.encode(5, forKey: SafetyKey("y"))
                var l1 = container.nestedUnkeyedContainer(forKey: SafetyKey("l"))
                try l1.encode(6)
                var l2 = container.nestedUnkeyedContainer(forKey: SafetyKey("l"))
                try l2.encode(7)
                var p = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("p"))
                try p.encode(8, forKey: SafetyKey("q"))
                try container.encode("9", forKey: SafetyKey("p"))
            }
        }
        doc.assertProse("gives `\(try query(Twice(), literal: false))` (`EncoderInterleavingTests.testAKeyWrittenTwice`)")

        let depth = try XCTUnwrap(encodingError(Nest(remaining: 10_000))?.message)
        let shown = try XCTUnwrap(depth.range(of: " (the most levels")).lowerBound
        doc.assertProse("throws `EncodingError.invalidValue` (\"\(depth[..<shown]) …\")")
    }
}
