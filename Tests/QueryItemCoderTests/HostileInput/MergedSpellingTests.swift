import Foundation
import QueryItemCoder
import XCTest

/// Two names that read as one key are read as if the query had spelled them alike (issue 28):
/// `TAGS=a&tags=b` under a key strategy gives what `tags=a&tags=b` gives, for arrays in every
/// form and under every `repeatedKeyDecodingStrategy`, and so do the two byte sequences of one
/// `String` (`e%CC%81`, `%C3%A9`) without a key strategy. At 0eef7e2 the first spelling was read
/// and the others dropped; before this change the two spellings threw under `.throw` and gave
/// one spelling's elements under `.useFirst`/`.useLast`, where the repeated name gives all.
final class MergedSpellingTests: XCTestCase {
    struct Tags: Decodable { var tags: [String] }
    struct TagList: Decodable { var tagList: [String] }
    struct Tag: Decodable { var tag: String }
    struct Cafe: Decodable { var café: String }
    struct Cafes: Decodable { var café: [String] }

    /// The value `body` reads, or `error: ` and the error's message.
    private func outcome<T>(_ body: () throws -> T) -> String {
        do { return "\(try body())" } catch { return "error: " + errorMessage(error) }
    }

    private func decoder(_ keys: URLQueryItemDecoder.KeyDecodingStrategy = .useDefaultKeys,
                         arrays: QueryFieldStrategy.ArrayStyle = .brackets,
                         _ repeated: URLQueryItemDecoder.RepeatedKeyDecodingStrategy) -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = keys
        decoder.arrayDecodingStrategy = arrays
        decoder.repeatedKeyDecodingStrategy = repeated
        return decoder
    }

    private let settings: [URLQueryItemDecoder.RepeatedKeyDecodingStrategy] = [.throw, .useFirst, .useLast]
    private let twoValues = "error: Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."
    private let valueAndNames = "error: Expected to decode Array<Any> but found both a value and nested names instead."

    /// `[String]` under `.convertFromAnyCase`: each array form with the name spelled one way
    /// and two ways; both give the expected value under each repeated-key setting (one
    /// expected value for the three settings where they agree).
    func testArraysInEveryFormUnderEveryRepeatedKeySetting() {
        let rows: [(QueryFieldStrategy.ArrayStyle, same: String, mixed: String, expected: [String])] = [
            // Repeated names: every value, in input order (not the first spelling's values first).
            (.repeated, "tags=a&tags=b", "TAGS=a&tags=b", [#"["a", "b"]"#]),
            (.repeated, "tags=a&tags=b&tags=c", "TAGS=a&tags=b&TAGS=c", [#"["a", "b", "c"]"#]),
            // Elements appended with `[]`.
            (.brackets, "tags[]=a&tags[]=b", "TAGS[]=a&tags[]=b", [#"["a", "b"]"#]),
            // Indices split between the spellings: one array of two elements.
            (.indexed, "tags[0]=a&tags[1]=b", "TAGS[0]=a&tags[1]=b", [#"["a", "b"]"#]),
            // One index under both spellings: the element is a repeated name.
            (.indexed, "tags[0]=a&tags[0]=b", "TAGS[0]=a&tags[0]=b", [twoValues, #"["a"]"#, #"["b"]"#]),
            // An element beside a value: refused as it is under one spelling.
            (.brackets, "tags[]=a&tags=b", "TAGS[]=a&tags=b", [valueAndNames]),
            // The delimited forms split every value, in input order.
            (.commaSeparated, "tags=a,b&tags=c", "TAGS=a,b&tags=c", [#"["a", "b", "c"]"#]),
            (.spaceDelimited, "tags=a+b&tags=c", "TAGS=a+b&tags=c", [#"["a", "b", "c"]"#]),
            (.pipeDelimited, "tags=a|b&tags=c", "TAGS=a|b&tags=c", [#"["a", "b", "c"]"#]),
            (.jsonArray, #"tags=["a"]&tags=["b"]"#, #"TAGS=["a"]&tags=["b"]"#, [#"["a", "b"]"#]),
            // AWS Query numbering split between the spellings.
            (.numbered, "tags.1=a&tags.2=b", "TAGS.1=a&tags.2=b", [#"["a", "b"]"#]),
            (.numberedMembers, "tags.member.1=a&tags.member.2=b", "TAGS.member.1=a&tags.member.2=b", [#"["a", "b"]"#]),
        ]
        for (arrays, same, mixed, expected) in rows {
            for (index, setting) in settings.enumerated() {
                let want = expected.count == 1 ? expected[0] : expected[index]
                let plain = decoder(arrays: arrays, setting)
                XCTAssertEqual(outcome { try plain.decode(Tags.self, from: same).tags }, want, "\(same) \(setting)")
                let anyCase = decoder(.convertFromAnyCase, arrays: arrays, setting)
                XCTAssertEqual(outcome { try anyCase.decode(Tags.self, from: mixed).tags }, want, "\(mixed) \(setting)")
            }
        }
    }

    /// `RequestParameters` under `.convertFromAnyCase`: the mixed spellings give what the
    /// repeated name gives, under each repeated-key setting (throw, useFirst, useLast).
    func testRequestParametersUnderEveryRepeatedKeySetting() {
        let rows: [(QueryFieldStrategy.ArrayStyle, same: String, mixed: String, expected: [String])] = [
            // A repeated name is a list under `.throw`, else the first or the last value.
            (.repeated, "tags=a&tags=b&tags=c", "TAGS=a&tags=b&TAGS=c",
             [#"["tags": .list("a", "b", "c")]"#, #"["tags": "a"]"#, #"["tags": "c"]"#]),
            // Appended elements are a list under every setting.
            (.brackets, "tags[]=a&tags[]=b", "TAGS[]=a&tags[]=b", [#"["tags": .list("a", "b")]"#]),
            // Indices split between the spellings: one list.
            (.indexed, "tags[0]=a&tags[1]=b", "TAGS[0]=a&tags[1]=b", [#"["tags": .list("a", "b")]"#]),
            // Split on commas only under `.throw` (a list of the values); else one value's text.
            (.commaSeparated, "tags=a,b&tags=c", "TAGS=a,b&tags=c",
             [#"["tags": .list("a", "b", "c")]"#, #"["tags": "a,b"]"#, #"["tags": "c"]"#]),
            (.numbered, "tags.1=a&tags.2=b", "TAGS.1=a&tags.2=b", [#"["tags": .list("a", "b")]"#]),
        ]
        for (arrays, same, mixed, expected) in rows {
            for (index, setting) in settings.enumerated() {
                let want = expected.count == 1 ? expected[0] : expected[index]
                let plain = decoder(arrays: arrays, setting)
                XCTAssertEqual(outcome { try plain.decode(RequestParameters.self, from: same) }, want, "\(same) \(setting)")
                let anyCase = decoder(.convertFromAnyCase, arrays: arrays, setting)
                XCTAssertEqual(outcome { try anyCase.decode(RequestParameters.self, from: mixed) }, want, "\(mixed) \(setting)")
            }
        }
    }

    /// Each key strategy, `arrayDecodingStrategy = .repeated`: two names that read as one key
    /// give both values into an array model and into `RequestParameters` as the repeated name
    /// does; a dictionary's keys are data, never converted, so it keeps two keys.
    func testEachKeyStrategy() {
        let lowercasing = URLQueryItemDecoder.KeyDecodingStrategy.custom { path in
            QueryCodingKeyForTests(path.last!.stringValue.lowercased())
        }
        let rows: [(String, URLQueryItemDecoder.KeyDecodingStrategy, query: String, key: String)] = [
            // Names read in lowerCamelCase: `tag_list` and `tagList` are one key.
            ("snake", .convertFromSnakeCase, "tag_list=a&tagList=b", "tagList"),
            ("first letter", .lowercasingFirstLetter, "TagList=a&tagList=b", "tagList"),
            ("any case", .convertFromAnyCase, "TAG_LIST=a&tagList=b", "tagList"),
            // The closure maps both names to `taglist`.
            ("custom", lowercasing, "TAGLIST=a&taglist=b", "taglist"),
        ]
        struct Lowered: Decodable { var taglist: [String] }
        for (label, keys, query, key) in rows {
            let names = query.split(separator: "&").map { String($0.prefix { $0 != "=" }) }
            for (index, setting) in settings.enumerated() {
                let decoder = decoder(keys, arrays: .repeated, setting)
                let model = key == "taglist" ? outcome { try decoder.decode(Lowered.self, from: query).taglist }
                                             : outcome { try decoder.decode(TagList.self, from: query).tagList }
                XCTAssertEqual(model, #"["a", "b"]"#, "\(label) \(setting)")
                let parameters = [#"["\#(key)": .list("a", "b")]"#, #"["\#(key)": "a"]"#, #"["\#(key)": "b"]"#][index]
                XCTAssertEqual(outcome { try decoder.decode(RequestParameters.self, from: query) }, parameters, "\(label) \(setting)")
                XCTAssertEqual(try decoder.decode([String: [String]].self, from: query), [names[0]: ["a"], names[1]: ["b"]], "\(label) \(setting)")
            }
        }
    }

    /// One value under two spellings follows the repeated-key setting in input order:
    /// `TAG=a&tag=b&TAG=c` reads `c` under `.useLast`, as `tag=a&tag=b&tag=c` does (the last
    /// value, not the last spelling's), from a query string and from query items alike.
    func testOneValueInInputOrder() {
        let items = [URLQueryItem(name: "TAG", value: "a"), URLQueryItem(name: "tag", value: "b"), URLQueryItem(name: "TAG", value: "c")]
        let names = #"error: Expected one value but found the names "TAG" and "tag", which both read as the key "tag". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."#
        for (setting, expected) in zip(settings, [names, "a", "c"]) {
            let decoder = decoder(.convertFromAnyCase, setting)
            XCTAssertEqual(outcome { try decoder.decode(Tag.self, from: "TAG=a&tag=b&TAG=c").tag }, expected, "\(setting)")
            XCTAssertEqual(outcome { try decoder.decode(Tag.self, from: items).tag }, expected, "items \(setting)")
        }
        // A spelling with nested names is no scalar, as under one spelling (`tag[x]=1&tag=2`
        // reads as both a value and nested names): the value is refused, not picked.
        let nested = [#"error: Expected one value but found the names "tag" and "TAG", which both read as the key "tag". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."#,
                      "error: Expected to decode String but found a dictionary instead.",
                      "error: Expected to decode String but found a dictionary instead."]
        for (setting, expected) in zip(settings, nested) {
            let decoder = decoder(.convertFromAnyCase, setting)
            XCTAssertEqual(outcome { try decoder.decode(Tag.self, from: "tag[x]=1&TAG=2").tag }, expected, "\(setting)")
            XCTAssertEqual(outcome { try decoder.decode(Tag.self, from: "tag[x]=1&tag=2").tag },
                           "error: Expected to decode String but found both a value and nested names instead.", "\(setting)")
        }
    }

    /// Without a key strategy, a model's key spelled in two byte sequences (`e` + U+0301 and
    /// U+00E9, the two spellings of "é") is one key given twice, in a model, a dictionary and
    /// `RequestParameters`; `caf%C3%A9=1&caf%C3%A9=2` is the byte-identical repeat.
    func testTwoByteSequencesOfOneKey() {
        let mixed = "cafe%CC%81=1&caf%C3%A9=2"
        let same = "caf%C3%A9=1&caf%C3%A9=2"
        let names = "error: Expected one value but found the names \"cafe\u{301}\" and \"caf\u{E9}\", which both read as the key \"cafe\u{301}\". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."
        let rows: [(String, (URLQueryItemDecoder, String) throws -> Any, expected: [String], sameExpected: [String])] = [
            // One value: the names are quoted as sent under `.throw`; else the first or the last.
            ("String", { try $0.decode(Cafe.self, from: $1).café }, [names, "1", "2"], [twoValues, "1", "2"]),
            // An array reads both values, under every setting.
            ("[String]", { try $0.decode(Cafes.self, from: $1).café }, [#"["1", "2"]"#], [#"["1", "2"]"#]),
            // A dictionary of arrays: one key, both values.
            ("[String: [String]]", { try $0.decode([String: [String]].self, from: $1) }, [#"["café": ["1", "2"]]"#], [#"["café": ["1", "2"]]"#]),
            // `RequestParameters`: a list under `.throw`, else the first or the last value.
            ("RequestParameters", { try $0.decode(RequestParameters.self, from: $1) },
             [#"["café": .list("1", "2")]"#, #"["café": "1"]"#, #"["café": "2"]"#],
             [#"["café": .list("1", "2")]"#, #"["café": "1"]"#, #"["café": "2"]"#]),
        ]
        for (label, read, expected, sameExpected) in rows {
            for (index, setting) in settings.enumerated() {
                let decoder = decoder(arrays: .repeated, setting)
                XCTAssertEqual(outcome { try read(decoder, mixed) }, expected.count == 1 ? expected[0] : expected[index], "\(label) \(setting)")
                XCTAssertEqual(outcome { try read(decoder, same) }, sameExpected.count == 1 ? sameExpected[0] : sameExpected[index], "\(label) same \(setting)")
            }
        }
        let decoder = decoder(arrays: .repeated, .throw)
        // One spelling alone reads the key under the other spelling.
        XCTAssertEqual(outcome { try decoder.decode(Cafe.self, from: "cafe%CC%81=1").café }, "1")
        // Unescaped UTF-8 in a query string, and query items (not percent-decoded), alike.
        XCTAssertEqual(outcome { try decoder.decode(Cafes.self, from: "cafe\u{301}=1&caf\u{E9}=2").café }, #"["1", "2"]"#)
        let items = [URLQueryItem(name: "cafe\u{301}", value: "1"), URLQueryItem(name: "caf\u{E9}", value: "2")]
        XCTAssertEqual(outcome { try decoder.decode(Cafes.self, from: items).café }, #"["1", "2"]"#)
        // The Kelvin sign is canonically "K": an ASCII key has a spelling that is not ASCII.
        struct Kelvin: Decodable { var K: [String] }
        XCTAssertEqual(outcome { try decoder.decode(Kelvin.self, from: "K=1&%E2%84%AA=2").K }, #"["1", "2"]"#)
        // Names that differ as `String`s stay two keys (the model reads only its own).
        XCTAssertEqual(outcome { try decoder.decode(Cafes.self, from: "caf%C3%A9=1&cafe=2").café }, #"["1"]"#)
    }

    /// A delimited object's members under two spellings (`filter=ROLE,a,role,b` under
    /// `.convertFromAnyCase`) follow the repeated-key setting as `role,a,role,b` does, in
    /// input order; a dictionary's keys are data and stay two.
    func testDelimitedObjectMembers() {
        struct Filter: Decodable { var role: String }
        struct Form: Decodable { var filter: Filter }
        let rows: [(QueryFieldStrategy.ObjectStyle, same: String, mixed: String, error: String)] = [
            (.commaSeparated, "filter=role,a,role,b,role,c", "filter=ROLE,a,role,b,Role,c",
             #"The names "ROLE", "role" and "Role" read as one key, "role", in the value (objectDecodingStrategy = .commaSeparated). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."#),
            (.pipeDelimited, "filter=role|a|role|b|role|c", "filter=ROLE|a|role|b|Role|c",
             #"The names "ROLE", "role" and "Role" read as one key, "role", in the value (objectDecodingStrategy = .pipeDelimited). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."#),
            (.spaceDelimited, "filter=role+a+role+b+role+c", "filter=ROLE+a+role+b+Role+c",
             #"The names "ROLE", "role" and "Role" read as one key, "role", in the value (objectDecodingStrategy = .spaceDelimited). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."#),
        ]
        for (objects, same, mixed, error) in rows {
            for (index, setting) in settings.enumerated() {
                let decoder = decoder(.convertFromAnyCase, setting)
                decoder.objectDecodingStrategy = objects
                // Three spellings: the first value, `a`, or the last, `c`.
                let expected = ["error: " + error, "a", "c"][index]
                XCTAssertEqual(outcome { try decoder.decode(Form.self, from: mixed).filter.role }, expected, "\(objects) \(setting)")
                // One spelling given three times: the same values, its own message.
                let sameExpected = index == 0
                    ? "error: The name \"role\" appears twice in the value (objectDecodingStrategy = .\(objects)). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."
                    : expected
                XCTAssertEqual(outcome { try decoder.decode(Form.self, from: same).filter.role }, sameExpected, "\(objects) \(setting)")
                // A dictionary reads the names as written: three keys.
                XCTAssertEqual(try decoder.decode([String: [String: String]].self, from: mixed), ["filter": ["ROLE": "a", "role": "b", "Role": "c"]], "\(objects) \(setting)")
            }
        }
    }

    /// Nested values under two spellings merge as the repeated name's do, member by member.
    func testNestedObjectsMerge() {
        struct User: Decodable { var name: String; var tags: [String] }
        struct Form: Decodable { var user: User }
        let decoder = decoder(.convertFromAnyCase, .throw)
        XCTAssertEqual(outcome { try decoder.decode(Form.self, from: "USER[name]=x&user[tags][]=a&USER[tags][]=b").user.tags }, #"["a", "b"]"#)
        // A member given under both spellings is a repeated name at its own path.
        XCTAssertEqual(errorMessage { try decoder.decode(Form.self, from: "USER[name]=x&user[name]=y&user[tags][]=a") },
                       "Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array.")
        do {
            _ = try decoder.decode(Form.self, from: "USER[name]=x&user[name]=y&user[tags][]=a")
            XCTFail("no error")
        } catch let error as DecodingError {
            // The path goes on from the first spelling.
            XCTAssertEqual(error.kindAndContext.context.codingPath.map(\.stringValue), ["USER", "name"])
        } catch {
            XCTFail("\(error)")
        }
    }
}
