#if Vapor
import QueryItemCoder

// A coder's `userInfo` is one of its settings, and changing settings of a shared coder would
// reach the calls of other requests: a call that brings its own `userInfo` works on a copy.

extension URLQueryItemDecoder {
    /// This decoder when `userInfo` is empty, otherwise a copy of its settings with
    /// `userInfo` merged in (the values given here win).
    func withAddedUserInfo(_ userInfo: [CodingUserInfoKey: any Sendable]) -> URLQueryItemDecoder {
        guard !userInfo.isEmpty else { return self }
        let copy = URLQueryItemDecoder(userInfo: self.userInfo.merging(userInfo) { $1 })
        copy.keyDecodingStrategy = keyDecodingStrategy
        copy.arrayDecodingStrategy = arrayDecodingStrategy
        copy.objectDecodingStrategy = objectDecodingStrategy
        copy.boolDecodingStrategy = boolDecodingStrategy
        copy.dateDecodingStrategy = dateDecodingStrategy
        copy.dataDecodingStrategy = dataDecodingStrategy
        copy.nilDecodingStrategy = nilDecodingStrategy
        copy.nonConformingFloatDecodingStrategy = nonConformingFloatDecodingStrategy
        copy.repeatedKeyDecodingStrategy = repeatedKeyDecodingStrategy
        copy.malformedInputDecodingStrategy = malformedInputDecodingStrategy
        copy.limits = limits
        return copy
    }
}

extension URLQueryItemEncoder {
    /// This encoder when `userInfo` is empty, otherwise a copy of its settings with
    /// `userInfo` merged in (the values given here win).
    func withAddedUserInfo(_ userInfo: [CodingUserInfoKey: any Sendable]) -> URLQueryItemEncoder {
        guard !userInfo.isEmpty else { return self }
        // `Encoder.userInfo` is typed `[CodingUserInfoKey: Any]`, but `init(userInfo:)` only
        // takes `Sendable` values, so each value is one. `Sendable` is a marker protocol:
        // `any Sendable` and `Any` are the same type at run time, so this cast changes
        // nothing but the static type (a conditional cast to a marker protocol is not allowed).
        var merged = unsafeBitCast(self.userInfo, to: [CodingUserInfoKey: any Sendable].self)
        merged.merge(userInfo) { $1 }
        let copy = URLQueryItemEncoder(userInfo: merged)
        copy.keyEncodingStrategy = keyEncodingStrategy
        copy.arrayEncodingStrategy = arrayEncodingStrategy
        copy.objectEncodingStrategy = objectEncodingStrategy
        copy.boolEncodingStrategy = boolEncodingStrategy
        copy.dateEncodingStrategy = dateEncodingStrategy
        copy.dataEncodingStrategy = dataEncodingStrategy
        copy.nilEncodingStrategy = nilEncodingStrategy
        copy.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
        copy.spaceEncodingStrategy = spaceEncodingStrategy
        copy.emptyCollectionEncodingStrategy = emptyCollectionEncodingStrategy
        copy.outputFormatting = outputFormatting
        return copy
    }
}
#endif
