/// `URLQueryItemEncoder` and `URLQueryItemDecoder` as the Vapor integration copies them: a
/// coder made from, and read as, one `Configuration` value that holds every setting, so a
/// copy written once for both coders cannot forget a setting of either.
package protocol ConfiguredCoder: AnyObject {
    associatedtype Configuration: CoderConfiguration
    init(configuration: Configuration)
    var configuration: Configuration { get }
}

/// A coder's `Configuration`: the `userInfo` its models read is one of its settings.
package protocol CoderConfiguration: Sendable {
    var userInfo: [CodingUserInfoKey: any Sendable] { get set }
}

extension URLQueryItemEncoder: ConfiguredCoder {}
extension URLQueryItemDecoder: ConfiguredCoder {}
extension URLQueryItemEncoder.Configuration: CoderConfiguration {}
extension URLQueryItemDecoder.Configuration: CoderConfiguration {}
