/// A snapshot of the settings that calls share by reference: the encoder replaces it on
/// every change, each call holds the one that was current when it started, and no call
/// copies the settings (their closures and `userInfo` would be retained and released).
final class EncoderSettings: Sendable {
    let options: EncoderOptions
    /// The strategies of `options` that every value takes (`EncodingState.style(forKey:in:)`).
    let style: ValueStyle
    /// A root type that a call with these settings found to declare no field strategies
    /// (`PlainRoot`), or nil.
    let plainRoot: ObjectIdentifier?

    init(_ options: EncoderOptions) {
        self.options = options
        style = ValueStyle(options)
        plainRoot = nil
    }

    /// The same settings, with `plainRoot` known.
    init(_ settings: EncoderSettings, plainRoot: ObjectIdentifier) {
        options = settings.options
        style = settings.style
        self.plainRoot = plainRoot
    }
}
