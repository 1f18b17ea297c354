import Foundation
import QueryItemCoder
import XCTest

/// Two names that read as one key follow `repeatedKeyDecodingStrategy` as a name given twice
/// does: two spellings under a key strategy (`ROLE` and `role` under `.convertFromAnyCase`),
/// and two byte sequences of one `String` (`e\u{301}` and `\u{E9}`). At 0eef7e2 the first
/// spelling was read and the other silently dropped.
final class RepeatedSpellingTests: XCTestCase {
    struct Account: Decodable, Equatable { var role: String }
    struct Snake: Decodable, Equatable { var aB: String }

    private func decoder(_ keys: URLQueryItemDecoder.KeyDecodingStrategy,
                         _ repeated: URLQueryItemDecoder.RepeatedKeyDecodingStrategy = .throw) -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = keys
        decoder.repeatedKeyDecodingStrategy = repeated
        return decoder
    }

    func testTwoSpellingsUnderAKeyStrategyIntoAModel() {
        // Byte-identical repeats, for comparison: they throw by default.
        XCTAssertEqual(errorMessage { try self.decoder(.convertFromAnyCase).decode(Account.self, from: "role=user&role=admin") },
                       "Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array.")
        XCTAssertEqual(errorMessage { try self.decoder(.convertFromAnyCase).decode(Account.self, from: "ROLE=admin&role=user") },
                       "Expected one value but found the names \"ROLE\" and \"role\", which both read as the key \"role\". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.")
        XCTAssertEqual(try decoder(.convertFromAnyCase, .useFirst).decode(Account.self, from: "ROLE=admin&role=user"), Account(role: "admin"))
        XCTAssertEqual(try decoder(.convertFromAnyCase, .useLast).decode(Account.self, from: "ROLE=admin&role=user"), Account(role: "user"))
        // One spelling alone reads as before.
        XCTAssertEqual(try decoder(.convertFromAnyCase).decode(Account.self, from: "ROLE=admin&other=1"), Account(role: "admin"))
        // Four spellings of one snake_case key, under .convertFromAnyCase.
        XCTAssertEqual(errorMessage { try self.decoder(.convertFromAnyCase).decode(Snake.self, from: "a_b=1&aB=2&A_B=3&a-b=4") },
                       "Expected one value but found the names \"a_b\", \"aB\", \"A_B\" and \"a-b\", which all read as the key \"aB\". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.")
        XCTAssertEqual(try decoder(.convertFromAnyCase, .useLast).decode(Snake.self, from: "a_b=1&aB=2&A_B=3&a-b=4"), Snake(aB: "4"))
        // A custom strategy that lowercases.
        let lowercasing = URLQueryItemDecoder.KeyDecodingStrategy.custom { path in
            QueryCodingKeyForTests(path.last!.stringValue.lowercased())
        }
        XCTAssertEqual(errorMessage { try self.decoder(lowercasing).decode(Account.self, from: "Role=admin&role=user") },
                       "Expected one value but found the names \"Role\" and \"role\", which both read as the key \"role\". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.")
    }

    func testTwoSpellingsUnderAKeyStrategyIntoRequestParameters() {
        let message = "Expected one value but found the names \"a_b\", \"aB\", \"A_B\" and \"a-b\", which all read as the key \"aB\". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."
        let query = "a_b=1&aB=2&A_B=3&a-b=4"
        // A dictionary's keys are data: not converted, so four keys, nothing lost.
        XCTAssertEqual(try decoder(.convertFromAnyCase).decode([String: String].self, from: query),
                       ["a_b": "1", "aB": "2", "A_B": "3", "a-b": "4"])
        // `RequestParameters` converts them (as a model's keys): one key, four spellings, read
        // as `aB=1&aB=2&aB=3&aB=4` is: a list under `.throw` (`MergedSpellingTests`).
        XCTAssertEqual("\(try decoder(.convertFromAnyCase).decode(RequestParameters.self, from: query))", #"["aB": .list("1", "2", "3", "4")]"#)
        // A `String` property quotes the four spellings.
        XCTAssertEqual(errorMessage { try self.decoder(.convertFromAnyCase).decode(Snake.self, from: query) }, message)
        XCTAssertEqual(try decoder(.convertFromAnyCase, .useFirst).decode(RequestParameters.self, from: query), ["aB": "1"])
        XCTAssertEqual(try decoder(.convertFromAnyCase, .useLast).decode(RequestParameters.self, from: query), ["aB": "4"])
    }

    func testTwoByteSequencesOfOneString() {
        // "e" + U+0301 (combining acute) and U+00E9: one `String`, two byte sequences.
        let query = "e%CC%81=1&%C3%A9=2"
        let message = "Expected one value but found the names \"e\u{301}\" and \"\u{E9}\", which both read as the key \"e\u{301}\". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."
        XCTAssertEqual(errorMessage { try self.decoder(.useDefaultKeys).decode([String: String].self, from: query) }, message)
        // `RequestParameters` reads them as `%C3%A9=1&%C3%A9=2`: a list (`MergedSpellingTests`).
        XCTAssertEqual("\(try decoder(.useDefaultKeys).decode(RequestParameters.self, from: query))", "[\"e\u{301}\": .list(\"1\", \"2\")]")
        XCTAssertEqual(try decoder(.useDefaultKeys, .useFirst).decode([String: String].self, from: query), ["\u{E9}": "1"])
        XCTAssertEqual(try decoder(.useDefaultKeys, .useLast).decode([String: String].self, from: query), ["\u{E9}": "2"])
        XCTAssertEqual(try decoder(.useDefaultKeys, .useFirst).decode(RequestParameters.self, from: query)["\u{E9}"] as? String, "1")
        XCTAssertEqual(try decoder(.useDefaultKeys, .useLast).decode(RequestParameters.self, from: query)["\u{E9}"] as? String, "2")
        // The Kelvin sign is canonically "K": an ASCII name has a spelling that is not ASCII.
        XCTAssertEqual(errorMessage { try self.decoder(.useDefaultKeys).decode([String: String].self, from: "K=1&%E2%84%AA=2") },
                       "Expected one value but found the names \"K\" and \"\u{212A}\", which both read as the key \"K\". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.")
        // Names that differ as `String`s are two keys.
        XCTAssertEqual(try decoder(.useDefaultKeys).decode([String: String].self, from: "%C3%A9=1&e=2"), ["\u{E9}": "1", "e": "2"])
    }
}

/// A `CodingKey` for a custom key strategy in tests.
struct QueryCodingKeyForTests: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
