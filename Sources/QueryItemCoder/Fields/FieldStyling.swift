/// What a coder's style type gives the shared resolver (`FieldStyleTable`): how a
/// `QueryFieldStrategy` is laid over it, and what makes two of its styles the same. The
/// decoder's `DecodingStyle` and the encoder's `ValueStyle` conform; each lays the strategy
/// over its settings with `Settings.laying` and builds its own style of the result,
/// nothing else about resolution is theirs.
protocol FieldStyling: AnyObject {
    /// What makes two styles interchangeable: a resolution that yields a style the table
    /// already holds reuses its id.
    associatedtype Identity: Hashable

    var identity: Identity { get }

    /// This style with what `strategy` sets laid over it, each setting recorded as coming
    /// from `origin`, for the value at dotted field path `fieldPath` (nil when the coder has
    /// no `fieldStrategies`).
    func applying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin, at fieldPath: String?) -> Self

    /// This style, unchanged, for the value at `fieldPath`: the decoder keeps the path in
    /// its style to look the entries below it up, the encoder reads it from its coding path.
    func at(_ fieldPath: String?) -> Self
}
