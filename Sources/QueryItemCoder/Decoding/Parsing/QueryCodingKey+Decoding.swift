extension QueryCodingKey {
    /// A name as the query spells it; a name that is an array index (`3`) carries that value.
    init(name: String) {
        self.init(stringValue: name, intValue: ArrayIndex.value(of: name.utf8))
    }
}
