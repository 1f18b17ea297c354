extension RequestParameters {
    /// Options for ``jsonData(options:)``.
    public struct JSONWritingOptions: OptionSet, Sendable, Hashable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Line breaks and two-space indentation, `"key": value`.
        public static let prettyPrinted = JSONWritingOptions(rawValue: 1 << 0)
        /// Keys of every object sorted in UTF-8 byte order (`Z` before `a`); array
        /// elements keep their order.
        public static let sortedKeys = JSONWritingOptions(rawValue: 1 << 1)
    }
}
