/// What one call learns about field strategies while it reads: the styles its decoders and
/// containers carry, the last type asked for its declaration, and the types found declaring
/// nothing. Made on a call's first need (`DecodingState.callFields`): a call whose types are
/// all known to declare nothing and whose decoder has no `fieldStrategies` never makes it,
/// so its state holds one nil reference instead of these collections.
final class CallFieldStyles {
    /// The styles other than the decoder's own (`StyleID.raw - 1`), each with what the type
    /// that opened the keyed container it belongs to declares (`QueryFieldCoding`).
    var styles: [(style: DecodingStyle, declared: [String: QueryFieldStrategy]?)] = []
    /// The type whose declared field strategies were looked up last, and what it declares
    /// (`DecodingState.declaredStrategies(of:)`): the elements of an array of objects open
    /// their containers one after another.
    var lastOpeningType: ObjectIdentifier?
    var lastDeclared: [String: QueryFieldStrategy]?
    /// The types this call found not to conform to `QueryFieldCoding`, for the calls after
    /// it (`DecoderSettings+UndeclaringTypes`).
    var foundUndeclaring: [ObjectIdentifier] = []
}
