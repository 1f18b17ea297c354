/// What a coder's style type gives the shared resolver (`FieldConventions`): how a
/// `QueryFieldStrategy` is laid over it. The decoder's `DecodingStyle` and the encoder's
/// `ValueStyle` conform; each lays the strategy over its settings with `Settings.laying`
/// and builds its own style of the result, nothing else about resolution is theirs.
protocol FieldStyling: AnyObject {
    /// This style with what `strategy` sets laid over it, each setting recorded as coming
    /// from `origin`, for the value at dotted field path `fieldPath` (nil where no
    /// `fieldStrategies` entry is below it).
    func applying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin, at fieldPath: String?) -> Self

    /// This style, unchanged, for the value at `fieldPath`: the decoder keeps the path in
    /// its style (`DecodingStyle.fieldPath`), the encoder's nodes alone hold it
    /// (`ConventionNode.path`).
    func at(_ fieldPath: String?) -> Self

    /// Whether the style's bools are `.checkbox` (a `false` written as no pair, an absent key
    /// read as `false`).
    var isCheckbox: Bool { get }
}
