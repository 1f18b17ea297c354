import Foundation
import QueryItemCoder
import XCTest

extension GalleryDocTests {
    struct DescribeInstances: Codable, Equatable {
        var action = "DescribeInstances"
        var version = "2016-11-15"
        var instanceId: [String]
        var filter: [Filter]
        struct Filter: Codable, Equatable { var name: String; var value: [String] }
    }

    /// The signing examples: each string was computed independently by the signer itself,
    /// botocore 1.43.11 (`SigV4Auth(Credentials(...), "ec2", "us-east-1").canonical_query_string`
    /// of an `AWSRequest` with the same parameters) and oauthlib 4.0.1
    /// (`signature.normalize_parameters` of RFC 5849's example parameters).
    func checkSigning() throws {
        let signing = URLQueryItemEncoder()
        signing.keyEncodingStrategy = .uppercasingFirstLetter
        signing.arrayEncodingStrategy = .numbered
        signing.outputFormatting = .sortedPairs
        let request = DescribeInstances(instanceId: (1...11).map { "i-\($0)" }, filter: [.init(name: "tag:Name", value: ["a b~c*"])])
        let botocore = "Action=DescribeInstances&Filter.1.Name=tag%3AName&Filter.1.Value.1=a%20b~c%2A&InstanceId.1=i-1&InstanceId.10=i-10&InstanceId.11=i-11&InstanceId.2=i-2&InstanceId.3=i-3&InstanceId.4=i-4&InstanceId.5=i-5&InstanceId.6=i-6&InstanceId.7=i-7&InstanceId.8=i-8&InstanceId.9=i-9&Version=2016-11-15"
        let query = try signing.encodeQuery(request)
        XCTAssertEqual(query, botocore)
        doc.assertOutput(query)
        // It reads back.
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .lowercasingFirstLetter
        decoder.arrayDecodingStrategy = .numbered
        XCTAssertEqual(try decoder.decode(DescribeInstances.self, from: query), request)

        let oauth = URLQueryItemEncoder()
        oauth.arrayEncodingStrategy = .repeated
        oauth.outputFormatting = .sortedPairs
        let parameters: RequestParameters = [
            "b5": "=%3D", "a3": ["a", "2 q"], "c@": "", "a2": "r b",
            "oauth_consumer_key": "9djdj82h48djs9d2", "oauth_token": "kkk9d7dh3k39sjv7",
            "oauth_signature_method": "HMAC-SHA1", "oauth_timestamp": "137131201",
            "oauth_nonce": "7d8f3e4a", "c2": "",
        ]
        let oauthlib = "a2=r%20b&a3=2%20q&a3=a&b5=%3D%253D&c%40=&c2=&oauth_consumer_key=9djdj82h48djs9d2&oauth_nonce=7d8f3e4a&oauth_signature_method=HMAC-SHA1&oauth_timestamp=137131201&oauth_token=kkk9d7dh3k39sjv7"
        let normalized = try oauth.encodeQuery(parameters)
        XCTAssertEqual(normalized, oauthlib)
        doc.assertOutput(normalized)
    }
}
