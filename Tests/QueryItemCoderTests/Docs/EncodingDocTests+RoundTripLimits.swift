import Foundation
import QueryItemCoder
import XCTest

/// The prose of QueryItemCoder.docc/Encoding.md on empty objects, the years RFC 3339 can
/// write, and empty collections beside nil `.emptyValue`, each run.
extension EncodingDocTests {
    func testRoundTripLimitsProse() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Encoding.md")
        struct Empty: Codable, Equatable {}
        struct Holder: Codable, Equatable {
            var m: [Empty]
            var x: [Int]?
        }
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = [.literalBrackets]
        // An object with nothing to write, in an array, written in place under both strategies.
        XCTAssertEqual(try encoder.encodeQuery(Holder(m: [Empty(), Empty()])), "m[0]=&m[1]=")
        encoder.emptyCollectionEncodingStrategy = .emptyValue
        XCTAssertEqual(try encoder.encodeQuery(Holder(m: [Empty(), Empty()])), "m[0]=&m[1]=")
        doc.assertProse("An object with nothing to write that is not a dictionary is written in place under both.")

        // An enum case without associated values, by its name.
        let shipment = try URLQueryItemEncoder().encodeQuery(RealisticModels.Shipment(status: .none, history: []))
        doc.assertProse("is written by its name, `\(shipment.removingPercentEncoding ?? shipment)`, under both strategies")

        // Beside nil `.emptyValue`, an empty collection throws, naming both settings.
        encoder.nilEncodingStrategy = .emptyValue
        XCTAssertThrowsError(try encoder.encodeQuery(Holder(m: [], x: nil))) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["m"])
            XCTAssertEqual(context.debugDescription,
                           "An empty array would be written a=, as nil is: emptyCollectionEncodingStrategy = .emptyValue and nilEncodingStrategy = .emptyValue cannot be told apart when read back. Use nilEncodingStrategy = .keyOnly or .null, or emptyCollectionEncodingStrategy = .omit.")
        }
        doc.assertProse("Beside `nilEncodingStrategy = .emptyValue`, which writes nil as `x=` too, an empty collection throws instead, naming both settings.")

        // Years outside 0000 to 9999 throw under the RFC 3339 strategies and are carried by the epoch ones.
        struct When: Codable, Equatable { var date: Date }
        let year10000 = When(date: Date(timeIntervalSince1970: 253_402_300_800))
        for strategy in [URLQueryItemEncoder.DateEncodingStrategy.iso8601, .iso8601WithFractionalSeconds] {
            let dates = URLQueryItemEncoder()
            dates.dateEncodingStrategy = strategy
            XCTAssertThrowsError(try dates.encodeQuery(year10000))
        }
        for (encoding, decoding) in [(URLQueryItemEncoder.DateEncodingStrategy.secondsSince1970, URLQueryItemDecoder.DateDecodingStrategy.secondsSince1970),
                                     (.millisecondsSince1970, .millisecondsSince1970)] {
            let dates = URLQueryItemEncoder()
            dates.dateEncodingStrategy = encoding
            let decoder = URLQueryItemDecoder()
            decoder.dateDecodingStrategy = decoding
            XCTAssertEqual(try decoder.decode(When.self, from: dates.encodeQuery(year10000)), year10000)
        }
        doc.assertProse("a date outside the years 0000 to 9999 throws under `.iso8601` and `.iso8601WithFractionalSeconds`, naming `.secondsSince1970` and `.millisecondsSince1970`, which carry any year.")
    }
}
