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
    public struct DataDecodingStrategy: FormedStrategy {
        public typealias Style = QueryFieldStrategy.DataStyle
        /// A style a field and the encoder take too, or the closure of `.custom`.
        let form: StrategyForm<Style, @Sendable (_ decoder: any Decoder) throws -> Data>

        /// The closure reads the data through the decoder it is given.
        public static func custom(_ read: @escaping @Sendable (_ decoder: any Decoder) throws -> Data) -> Self {
            Self(form: .own(read))
        }
    }
}
