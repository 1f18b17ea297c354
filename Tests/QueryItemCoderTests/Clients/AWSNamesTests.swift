import Foundation
import QueryItemCoder
import XCTest

/// AWS's parameter names: `.uppercasingFirstLetter` keys (acronyms kept) and `.wireName`.
/// Expected strings are botocore 1.43.11's `QuerySerializer` output for the same parameters
/// with the real service models (`session.get_service_model(...)`, urlencoded body).
final class AWSNamesTests: XCTestCase {
    struct CreateStack: Codable, Equatable {
        var action = "CreateStack"
        var version = "2010-05-15"
        var stackName: String
        var templateURL: String
        var notificationARNs: [String]
    }

    struct AssumeRole: Codable, Equatable {
        var action = "AssumeRole"
        var version = "2011-06-15"
        var roleArn: String
        var roleSessionName: String
        var policyArns: [PolicyDescriptor]
        var durationSeconds: Int
    }

    /// STS's `PolicyDescriptorType`, whose one member is `arn`, lower-case.
    struct PolicyDescriptor: Codable, Equatable, QueryFieldCoding {
        var arn: String
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["arn": .wireName("arn")]
    }

    private func awsEncoder() -> URLQueryItemEncoder {
        let encoder = URLQueryItemEncoder()
        encoder.keyEncodingStrategy = .uppercasingFirstLetter
        encoder.arrayEncodingStrategy = .numberedMembers
        return encoder
    }

    private func awsDecoder() -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .lowercasingFirstLetter
        decoder.arrayDecodingStrategy = .numberedMembers
        return decoder
    }

    func testUppercasingFirstLetterKeepsAcronyms() throws {
        let stack = CreateStack(stackName: "web", templateURL: "https://s3.amazonaws.com/b/t.json",
                                notificationARNs: ["arn:aws:sns:us-east-1:123456789012:ops"])
        // botocore: cloudformation CreateStack.
        let botocore = "Action=CreateStack&Version=2010-05-15&StackName=web&TemplateURL=https%3A%2F%2Fs3.amazonaws.com%2Fb%2Ft.json&NotificationARNs.member.1=arn%3Aaws%3Asns%3Aus-east-1%3A123456789012%3Aops"
        XCTAssertEqual(try awsEncoder().encodeQuery(stack), botocore)
        XCTAssertEqual(try awsDecoder().decode(CreateStack.self, from: botocore), stack)
        // .convertToUpperCamelCase normalizes the acronyms, which AWS does not read.
        let upperCamel = awsEncoder()
        upperCamel.keyEncodingStrategy = .convertToUpperCamelCase
        XCTAssertEqual(try upperCamel.encodeQuery(stack),
                       "Action=CreateStack&Version=2010-05-15&StackName=web&TemplateUrl=https%3A%2F%2Fs3.amazonaws.com%2Fb%2Ft.json&NotificationArns.member.1=arn%3Aaws%3Asns%3Aus-east-1%3A123456789012%3Aops")
    }

    func testKeyConversionTable() throws {
        struct Keys: Codable, Equatable {
            var templateURL = 1
            var multiAZ = 2
            var DBName = 3
            var x = 4
            var émoji = 5
            var _private = 6
        }
        let query = try awsEncoder().encodeQuery(Keys())
        // Only the first letter changes: `URL`, `AZ` stay; an upper-case first letter, `_`
        // and a digit are left alone; a non-ASCII letter is upper-cased too.
        XCTAssertEqual(query, "TemplateURL=1&MultiAZ=2&DBName=3&X=4&%C3%89moji=5&_private=6")
        XCTAssertEqual(try awsDecoder().decode(Keys.self, from: query), Keys())
        // The names as the model declares them read too under .lowercasingFirstLetter, which
        // leaves them as they are (as `JSONDecoder` reads a name its conversion leaves alone).
        XCTAssertEqual(try awsDecoder().decode(CreateStack.self, from: "action=a&version=v&stackName=s&templateURL=t&notificationARNs.member.1=n"),
                       CreateStack(action: "a", version: "v", stackName: "s", templateURL: "t", notificationARNs: ["n"]))
        // And the other way round, for a name with an acronym (`Action` would be named
        // .convertFromUpperCamelCase, which matches it too).
        struct Template: Codable { var templateURL: String }
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Template.self, from: "TemplateURL=t")) { error in
            guard case DecodingError.keyNotFound(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription,
                           "No value associated with key templateURL (\"templateURL\"); found the name \"TemplateURL\". Set keyDecodingStrategy to .lowercasingFirstLetter to match it.")
        }
    }

    func testWireName() throws {
        let role = AssumeRole(roleArn: "arn:aws:iam::123456789012:role/demo", roleSessionName: "s1",
                              policyArns: [.init(arn: "arn:aws:iam::aws:policy/ReadOnlyAccess")], durationSeconds: 900)
        // botocore: sts AssumeRole; `arn` keeps its case under .uppercasingFirstLetter.
        let botocore = "Action=AssumeRole&Version=2011-06-15&RoleArn=arn%3Aaws%3Aiam%3A%3A123456789012%3Arole%2Fdemo&RoleSessionName=s1&PolicyArns.member.1.arn=arn%3Aaws%3Aiam%3A%3Aaws%3Apolicy%2FReadOnlyAccess&DurationSeconds=900"
        XCTAssertEqual(try awsEncoder().encodeQuery(role), botocore)
        XCTAssertEqual(try awsDecoder().decode(AssumeRole.self, from: botocore), role)
        // Without the wire name the key strategy writes `Arn`.
        struct Plain: Codable { var policyArns: [Descriptor]; struct Descriptor: Codable { var arn: String } }
        XCTAssertEqual(try awsEncoder().encodeQuery(Plain(policyArns: [.init(arn: "a")])), "PolicyArns.member.1.Arn=a")
    }

    func testWireNameThroughFieldStrategiesAppliesToItsFieldAlone() throws {
        struct Outer: Codable, Equatable {
            var userID: String
            var inner: Inner
            struct Inner: Codable, Equatable { var childID: String }
        }
        let encoder = URLQueryItemEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.fieldStrategies = ["userID": .wireName("UserID"), "inner": .wireName("Inner")]
        let value = Outer(userID: "u", inner: .init(childID: "c"))
        // The fields inside keep the key strategy.
        XCTAssertEqual(try encoder.encodeQuery(value), "UserID=u&Inner%5Bchild_id%5D=c")
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.fieldStrategies = ["userID": .wireName("UserID"), "inner": .wireName("Inner")]
        XCTAssertEqual(try decoder.decode(Outer.self, from: "UserID=u&Inner%5Bchild_id%5D=c"), value)
        // A wire name with a bracket is refused as any key with one.
        encoder.fieldStrategies = ["userID": .wireName("a[b]")]
        XCTAssertThrowsError(try encoder.encodeQuery(value)) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "The key \"a[b]\" contains a bracket, which every parser reads as nesting. Rename the key.")
        }
        // The declared name no longer matches; the error names the key.
        decoder.fieldStrategies = ["userID": .wireName("UserID")]
        XCTAssertThrowsError(try decoder.decode(Outer.self, from: "user_id=u&inner%5Bchild_id%5D=c")) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(key.stringValue, "userID")
        }
    }
}
