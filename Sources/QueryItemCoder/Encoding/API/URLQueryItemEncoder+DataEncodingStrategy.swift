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
    public struct DataEncodingStrategy: FormedStrategy {
        public typealias Style = QueryFieldStrategy.DataStyle
        /// A style a field and the decoder take too, or the closure of `.custom`.
        let form: StrategyForm<Style, @Sendable (Data, any Encoder) throws -> Void>

        /// The closure encodes the data through the encoder it is given.
        public static func custom(_ encode: @escaping @Sendable (Data, any Encoder) throws -> Void) -> Self {
            Self(form: .own(encode))
        }
    }
}
