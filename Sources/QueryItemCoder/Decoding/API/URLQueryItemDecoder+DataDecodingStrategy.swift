#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLQueryItemDecoder {
    /// How `Data` is read. Defaults to `.base64`.
    ///
    /// | strategy | reads `FB FF BF 01` from |
    /// |---|---|
    /// | `.base64` | `%2B%2F%2B%2FAQ%3D%3D`, `%2B%2F%2B%2FAQ`, `+/+/AQ` (the `+` a form decoder reads as a space) |
    /// | `.base64URL` | `-_-_AQ`, `-_-_AQ%3D%3D` |
    /// | `.deferredToData` | `a[]=251&a[]=255&a[]=191&a[]=1` |
    ///
    /// Each strategy but `.custom` is a case of `QueryFieldStrategy.DataStyle`, the type of a
    /// field's `.data`, spelled the same here; its cases say what each style writes and reads.
    public enum DataDecodingStrategy: Sendable {
        /// Base64, padding optional, a space read as `+` (``QueryFieldStrategy/DataStyle/base64``).
        /// The default.
        case base64
        /// Base64 with the URL and filename safe alphabet, padding optional
        /// (``QueryFieldStrategy/DataStyle/base64URL``).
        case base64URL
        /// An array of byte values (``QueryFieldStrategy/DataStyle/deferredToData``).
        case deferredToData
        /// The closure reads the data through the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }
}
