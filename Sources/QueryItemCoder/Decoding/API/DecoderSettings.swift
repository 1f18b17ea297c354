/// A snapshot of the settings that calls share by reference: the decoder replaces it on
/// every change, each call holds the one that was current when it started, and no call
/// copies the settings (their closures, strings and `userInfo` would be retained and
/// released on every copy).
final class DecoderSettings: Sendable {
    let options: URLQueryItemDecoder.Configuration
    /// The strategies of `options` that every value takes unless a field sets its own.
    let style: DecodingStyle
    /// The model types that earlier calls found not to conform to `QueryFieldCoding`
    /// (`NonConformingTypes`), at most `undeclaringTypesCapacity`.
    let undeclaringTypes: NonConformingTypes

    init(_ options: URLQueryItemDecoder.Configuration) {
        self.options = options
        style = DecodingStyle(options)
        undeclaringTypes = NonConformingTypes(capacity: Self.undeclaringTypesCapacity)
    }

    init(_ settings: DecoderSettings, undeclaringTypes: NonConformingTypes) {
        options = settings.options
        style = settings.style
        self.undeclaringTypes = undeclaringTypes
    }
}
