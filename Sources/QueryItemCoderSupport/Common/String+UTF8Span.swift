extension String {
    /// Calls `body` with a span over the string's UTF-8 bytes, without copying a native
    /// string (a bridged one is made native first).
    ///
    /// `String.utf8.span` needs macOS 26 / iOS 26; this is the one step that reaches a
    /// `Span` from a `String` before that. Safety: the buffer that `withUTF8` lends is
    /// valid for the whole closure, and the span made from it cannot escape the closure
    /// (`Span` is non-escapable). Guarded by `StringUTF8SpanTests`.
    @inlinable
    package func withUTF8Span<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        var text = self
        return text.withUTF8 { buffer in unsafe body(buffer.span) }
    }
}
