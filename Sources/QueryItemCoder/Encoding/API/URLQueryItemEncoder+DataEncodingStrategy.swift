#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLQueryItemEncoder {
    /// How `Data` is written. Defaults to `.base64`.
    ///
    /// | strategy | `FB FF BF 01` |
    /// |---|---|
    /// | `.base64` | `%2B%2F%2B%2FAQ%3D%3D` (`+/+/AQ==`) |
    /// | `.base64URL` | `-_-_AQ` |
    /// | `.deferredToData` | `a[]=251&a[]=255&a[]=191&a[]=1` |
    ///
    /// Each strategy but `.custom` is a case of `QueryFieldStrategy.DataStyle`, the type of a
    /// field's `.data`, spelled the same here; its cases say what each style writes and reads.
    public enum DataEncodingStrategy: Sendable {
        /// Base64 with padding, `%2B%2F%2B%2FAQ%3D%3D` (``QueryFieldStrategy/DataStyle/base64``).
        /// The default.
        case base64
        /// Base64 with the URL and filename safe alphabet, without padding, `-_-_AQ`
        /// (``QueryFieldStrategy/DataStyle/base64URL``).
        case base64URL
        /// An array of byte values, `a[]=251&a[]=255&a[]=191&a[]=1`
        /// (``QueryFieldStrategy/DataStyle/deferredToData``).
        case deferredToData
        /// The closure encodes the data through the encoder it is given.
        case custom(@Sendable (Data, any Encoder) throws -> Void)
    }
}
