/// A snapshot of the settings that calls share by reference: the decoder replaces it on
/// every change, each call holds the one that was current when it started, and no call
/// copies the settings (their closures, strings and `userInfo` would be retained and
/// released on every copy).
final class DecoderSettings: Sendable {
    let options: DecoderOptions

    init(_ options: DecoderOptions) {
        self.options = options
    }
}
