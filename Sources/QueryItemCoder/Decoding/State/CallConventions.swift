/// What one call keeps about the conventions that differ from the decoder's own: the styles
/// its decoders and containers carry, the last type asked for its field declarations, the
/// types found declaring nothing, the members of delimited objects looked up, and the coding
/// path above the tree of a field read with dots of its own.
///
/// Made on a call's first need (`DecodingState.callConventions`): a call in the decoder's
/// own conventions whose types are all known to declare nothing never makes it, so its
/// state holds one nil reference instead of these collections.
final class CallConventions: KeepsDeclaredFields {
    /// The styles other than the decoder's own (`StyleID.raw - 1`), each with what the type
    /// that opened the keyed container it belongs to declares (`QueryFieldCoding`).
    var styles: [(style: DecodingStyle, declared: DeclaredFields?)] = []
    /// The declarations of the model types met so far that declare something, and the
    /// answers for the last four types asked (`FieldStyles.declaredStrategies`): the elements
    /// of an array of objects open their containers one after another. The encoder keeps the
    /// same two (`CallFields.declaredTables`, `EncodingState.recentTypes`).
    var declaredTables: [DeclaredFields] = []
    var recentTypes = RecentTypes()
    /// The types this call found not to conform to `QueryFieldCoding`, for the calls after
    /// it (`DecoderSettings+UndeclaringTypes`).
    var foundUndeclaring: [ObjectIdentifier] = []
    /// The members of delimited objects that were looked up, for their coding paths
    /// (`DelimitedMember`).
    var delimitedMembers: [DelimitedMember] = []
    /// The coding path above the root of the tree: empty, except for the tree of one field
    /// read with dots of its own (`DottedFields`).
    var basePath: [any CodingKey] = []
}
