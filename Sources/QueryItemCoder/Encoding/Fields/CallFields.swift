/// What a call keeps for its field strategies, made on first need
/// (`EncodingState.callFields()`): a call whose fields all take the encoder's style never
/// makes it, and its state carries one empty reference instead of four collections.
final class CallFields: KeepsDeclaredFields {
    /// The styles of the call: the encoder's own first, then one per distinct field style
    /// met (`FieldResolution`); empty until a field has a style of its own.
    var styles: [ValueStyle] = []
    var styleIndices = [FieldStyle: Int]()
    /// The declarations of the model types met so far that declare something.
    var declaredTables: [DeclaredFields] = []
    /// The pairs of a style and a declaration that `QueryValueEncoder`s carry as one index
    /// (`FieldResolution.scope`); empty until a value has either.
    var scopes: [(style: Int, declared: Int)] = []
}
