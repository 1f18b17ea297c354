extension QueryFieldStrategy {
    /// How a field's object (a nested model or a dictionary) is written and read; the cases
    /// carry the names of `URLQueryItemEncoder.ObjectEncodingStrategy` and
    /// `URLQueryItemDecoder.ObjectDecodingStrategy`. For `color = {"R": 100, "G": 200}`:
    public enum ObjectStyle: Sendable, Hashable, CaseIterable {
        /// `color[R]=100&color[G]=200`: OpenAPI's `deepObject`.
        case brackets
        /// `color.R=100&color.G=200`.
        case dots
        /// `color=R,100,G,200`: OpenAPI's form style with `explode=false`.
        case commaSeparated
        /// `R=100&G=200`: the members become top-level pairs, OpenAPI's form style with
        /// `explode=true`.
        case flattened
        /// `color=R%20100%20G%20200`: OpenAPI's `spaceDelimited`.
        case spaceDelimited
        /// `color=R|100|G|200`: OpenAPI's `pipeDelimited`.
        case pipeDelimited
    }
}
