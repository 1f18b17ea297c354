/// A snapshot of the settings that calls share by reference: the encoder replaces it on
/// every change, each call holds the one that was current when it started, and no call
/// copies the settings (their closures and `userInfo` would be retained and released).
final class EncoderSettings: Sendable {
    let options: URLQueryItemEncoder.Configuration
    /// The strategies of `options` that every value takes (`EncodingState.style(forKey:in:)`).
    let style: ValueStyle
    /// Types that calls with these settings found not to conform to `QueryFieldCoding`
    /// (`PlainTypes`), at most `PlainTypes.limit`.
    let plainTypes: NonConformingTypes

    init(_ options: URLQueryItemEncoder.Configuration) {
        self.options = options
        style = ValueStyle(options)
        plainTypes = NonConformingTypes(capacity: PlainTypes.limit)
    }

    /// The same settings, with `plainTypes` known.
    init(_ settings: EncoderSettings, plainTypes: NonConformingTypes) {
        options = settings.options
        style = settings.style
        self.plainTypes = plainTypes
    }
}
