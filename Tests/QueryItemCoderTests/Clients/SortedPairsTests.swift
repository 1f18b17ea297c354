import Foundation
import QueryItemCoder
import XCTest

/// `OutputFormatting.sortedPairs`: the canonical order of request signers. Expected strings
/// are the real signers' output: botocore 1.43.11's `SigV4Auth.canonical_query_string` and
/// oauthlib 4.0.1's `signature.normalize_parameters` (the RFC 5849 section 3.4.1.3.2 example).
final class SortedPairsTests: XCTestCase {
    struct DescribeInstances: Codable, Equatable {
        var action = "DescribeInstances"
        var version = "2016-11-15"
        var instanceId: [String]
        var filter: [Filter]
        struct Filter: Codable, Equatable {
            var name: String
            var value: [String]
            enum CodingKeys: String, CodingKey { case name = "Name", value = "Value" }
        }
        enum CodingKeys: String, CodingKey {
            case action = "Action", version = "Version", instanceId = "InstanceId", filter = "Filter"
        }
    }

    private func signingEncoder() -> URLQueryItemEncoder {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .numbered
        encoder.outputFormatting = .sortedPairs
        return encoder
    }

    private let request = DescribeInstances(instanceId: (1...11).map { "i-\($0)" },
                                            filter: [.init(name: "tag:Name", value: ["a b~c*"])])

    func testSigV4CanonicalQueryString() throws {
        // botocore 1.43.11: SigV4Auth(credentials, "ec2", "us-east-1").canonical_query_string(
        // AWSRequest(method="GET", url="https://ec2.amazonaws.com/", params=…)) for the same
        // parameters. `.10` and `.11` sort before `.2`, as SigV4 signs them.
        let botocore = "Action=DescribeInstances&Filter.1.Name=tag%3AName&Filter.1.Value.1=a%20b~c%2A&InstanceId.1=i-1&InstanceId.10=i-10&InstanceId.11=i-11&InstanceId.2=i-2&InstanceId.3=i-3&InstanceId.4=i-4&InstanceId.5=i-5&InstanceId.6=i-6&InstanceId.7=i-7&InstanceId.8=i-8&InstanceId.9=i-9&Version=2016-11-15"
        XCTAssertEqual(try signingEncoder().encodeQuery(request), botocore)
        // Under .sortedKeys too: .sortedPairs sorts the final pairs whatever .sortedKeys says.
        let both = signingEncoder()
        both.outputFormatting = [.sortedPairs, .sortedKeys, .literalBrackets]
        XCTAssertEqual(try both.encodeQuery(request), botocore)
        // .sortedKeys alone compares the numbers as numbers, which SigV4 does not sign.
        let keys = signingEncoder()
        keys.outputFormatting = .sortedKeys
        XCTAssertTrue(try keys.encodeQuery(request).contains("InstanceId.9=i-9&InstanceId.10=i-10"))
        // The sorted query reads back.
        XCTAssertEqual(try {
            let decoder = URLQueryItemDecoder()
            decoder.arrayDecodingStrategy = .numbered
            return try decoder.decode(DescribeInstances.self, from: botocore)
        }(), request)
    }

    func testOAuthNormalizedParameters() throws {
        // RFC 5849 section 3.4.1.3.2's example parameters (query, body and oauth_* together),
        // normalized by oauthlib 4.0.1 (`signature.normalize_parameters`): names, then values,
        // sorted after percent-encoding (`a3=2%20q` before `a3=a`).
        var parameters: RequestParameters = [
            "b5": "=%3D", "a3": ["a", "2 q"], "c@": "", "a2": "r b",
            "oauth_consumer_key": "9djdj82h48djs9d2", "oauth_token": "kkk9d7dh3k39sjv7",
            "oauth_signature_method": "HMAC-SHA1", "oauth_timestamp": "137131201",
            "oauth_nonce": "7d8f3e4a", "c2": "",
        ]
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .repeated
        encoder.outputFormatting = .sortedPairs
        let oauthlib = "a2=r%20b&a3=2%20q&a3=a&b5=%3D%253D&c%40=&c2=&oauth_consumer_key=9djdj82h48djs9d2&oauth_nonce=7d8f3e4a&oauth_signature_method=HMAC-SHA1&oauth_timestamp=137131201&oauth_token=kkk9d7dh3k39sjv7"
        XCTAssertEqual(try encoder.encodeQuery(parameters), oauthlib)
        // Whatever order the parameters were written in.
        parameters.sortKeys()
        XCTAssertEqual(try encoder.encodeQuery(parameters), oauthlib)
        // A form body, which writes spaces as `+` elsewhere, is written in the strict form too.
        XCTAssertEqual(String(decoding: try encoder.encodeFormBody(parameters), as: UTF8.self), oauthlib)
        encoder.spaceEncodingStrategy = .plus
        XCTAssertEqual(try encoder.encodeQuery(parameters), oauthlib)
    }

    func testStrictFormAndEdges() throws {
        struct Model: Encodable {
            var b = "2"
            var a = ["y", "x"]
            var c = "a b"
            var d: [String: Int] = ["k": 1]
            var e: String? = nil
        }
        let cases: [(String, URLQueryItemEncoder.OutputFormatting, (URLQueryItemEncoder) -> Void, String)] = [
            // Array elements are sorted by value as pairs of one name (SigV4 does the same).
            ("plain", .sortedPairs, { _ in }, "a%5B%5D=x&a%5B%5D=y&b=2&c=a%20b&d%5Bk%5D=1"),
            // Literal brackets are escaped: the strict form has no raw `[`.
            ("literal brackets", [.sortedPairs, .literalBrackets], { _ in }, "a%5B%5D=x&a%5B%5D=y&b=2&c=a%20b&d%5Bk%5D=1"),
            // The raw comma of .commaSeparated is escaped; read it with delimiterDecodingStrategy = .percentDecoded.
            ("comma", .sortedPairs, { $0.arrayEncodingStrategy = .commaSeparated }, "a=y%2Cx&b=2&c=a%20b&d%5Bk%5D=1"),
            // A raw pipe likewise.
            ("pipe", .sortedPairs, { $0.arrayEncodingStrategy = .pipeDelimited }, "a=y%7Cx&b=2&c=a%20b&d%5Bk%5D=1"),
            // A name without a value sorts before the same name with one.
            ("key only", .sortedPairs, { $0.nilEncodingStrategy = .keyOnly }, "a%5B%5D=x&a%5B%5D=y&b=2&c=a%20b&d%5Bk%5D=1&e"),
        ]
        for (label, formatting, configure, expected) in cases {
            let encoder = URLQueryItemEncoder()
            encoder.outputFormatting = formatting
            configure(encoder)
            XCTAssertEqual(try encoder.encodeQuery(Model()), expected, label)
        }
        // Items keep their text unescaped, in the same order.
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .sortedPairs
        encoder.nilEncodingStrategy = .keyOnly
        XCTAssertEqual(try encoder.encode(Model()), [
            URLQueryItem(name: "a[]", value: "x"), URLQueryItem(name: "a[]", value: "y"), URLQueryItem(name: "b", value: "2"),
            URLQueryItem(name: "c", value: "a b"), URLQueryItem(name: "d[k]", value: "1"), URLQueryItem(name: "e", value: nil),
        ])
        // `URLComponents` gets them percent-encoded, in the same order.
        var components = URLComponents()
        try encoder.encode(Model(), into: &components)
        XCTAssertEqual(components.percentEncodedQuery, "a%5B%5D=x&a%5B%5D=y&b=2&c=a%20b&d%5Bk%5D=1&e")
        // Nothing to write stays nothing.
        XCTAssertEqual(try encoder.encodeQuery([String: Int]()), "")
    }
}
