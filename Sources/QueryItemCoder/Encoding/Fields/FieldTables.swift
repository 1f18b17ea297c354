/// What a call learns about per-field strategies as it goes: the styles its values take, the
/// declarations of the model types it meets, and the scopes its `QueryValueEncoder`s carry.
///
/// One stored property of `EncodingState`, so that a lookup is one access to the state.
struct FieldTables {
    /// The styles of the call: the encoder's own first, then one per distinct field style
    /// met; empty until a field has a style of its own.
    var styles: [ValueStyle] = []
    var styleIndices: [FieldStyle: Int] = [:]
    /// The declarations of the model types met so far that declare something, and the answer
    /// for the last type asked about (its index among them, or -1).
    var declaredTables: [DeclaredFields] = []
    private var lastDeclaringType: ObjectIdentifier?
    private var lastDeclaredIndex = -1
    /// The pairs of a style and a declaration that `QueryValueEncoder`s carry as one index;
    /// empty until a value has either.
    var scopes: [(style: Int, declared: Int)] = []

    /// The index in `declaredTables` of what `type` declares, or -1: one conformance check
    /// per value that encodes itself, none when its type is the one asked about last (the
    /// elements of an array of objects). Nothing is allocated for a type that declares
    /// nothing.
    mutating func declaredFields(of type: Any.Type) -> Int {
        let id = ObjectIdentifier(type)
        if id == lastDeclaringType { return lastDeclaredIndex }
        var index = -1
        if let table = DeclaredFieldStrategies.of(type) {
            if let known = declaredTables.firstIndex(where: { $0.type == id }) {
                index = known
            } else {
                declaredTables.append(DeclaredFields(type: id, typeName: String(describing: type), table: table))
                index = declaredTables.count - 1
            }
        }
        lastDeclaringType = id
        lastDeclaredIndex = index
        return index
    }

    /// The index of the scope `style`, `declared`, made on first use (0: the encoder's style
    /// and no declaration).
    mutating func scope(style: Int, declared: Int) -> Int {
        if scopes.isEmpty { scopes.append((0, -1)) }
        if let index = scopes.firstIndex(where: { $0.style == style && $0.declared == declared }) { return index }
        scopes.append((style, declared))
        return scopes.count - 1
    }
}
