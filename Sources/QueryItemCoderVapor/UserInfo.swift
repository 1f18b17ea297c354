#if Vapor
import QueryItemCoder

// A coder's `userInfo` is one of its settings, and changing settings of a shared coder would
// reach the calls of other requests: a call that brings its own `userInfo` works on a copy.
// The copy takes the coder's `configuration` whole, so it carries every setting.

extension ConfiguredCoder {
    /// This coder when `userInfo` is empty, otherwise a coder with a copy of its
    /// configuration and `userInfo` merged in (the values given here win).
    func withAddedUserInfo(_ userInfo: [CodingUserInfoKey: any Sendable]) -> Self {
        guard !userInfo.isEmpty else { return self }
        var configuration = self.configuration
        configuration.userInfo.merge(userInfo) { $1 }
        return Self(configuration: configuration)
    }
}
#endif
