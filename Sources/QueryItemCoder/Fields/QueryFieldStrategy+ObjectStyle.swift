extension QueryFieldStrategy {
    /// How a field's object (a nested model or a dictionary) is written and read; the cases
    /// carry the names of `URLQueryItemEncoder.ObjectEncodingStrategy` and
    /// `URLQueryItemDecoder.ObjectDecodingStrategy`. For `color = {"R": 100, "G": 200}`:
    ///
    /// Not `CaseIterable`: `.numberedEntries(entry:key:value:)` carries names.
    public enum ObjectStyle: Sendable, Hashable {
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
        /// `filter={"maxAge":3}` (OpenAPI's `content: application/json` parameter): the object
        /// as one pair whose value is its JSON text, members in the order the model writes
        /// them under their declared keys (no key strategy), `/` unescaped, dates as RFC 3339
        /// strings, data as Base64, as swift-openapi-runtime's `setQueryItemAsJSON` writes a
        /// model declared in that order. An array of such objects writes one JSON object an
        /// element; the root stays the list of pairs.
        case jsonObject
        /// `Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x` (AWS Query's maps):
        /// each member is a numbered entry holding its key and its value, under the names
        /// given (untouched by the key strategy); `entry` nil leaves the infix out
        /// (`Attributes.1.key=…`, a flattened map). Everything inside an entry's value is
        /// joined by dots (`MessageAttributes.entry.1.Value.DataType=String`). An empty object
        /// writes nothing, as botocore does. Spelled `.numberedEntries` (botocore's defaults,
        /// `entry`, `key`, `value`) or `.numberedEntries(entry:key:value:)`.
        case numberedEntriesNamed(entry: String?, key: String, value: String)

        /// `Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x`: AWS Query's maps,
        /// with botocore's default names.
        public static var numberedEntries: ObjectStyle { .numberedEntriesNamed(entry: "entry", key: "key", value: "value") }

        /// AWS Query's maps with the names of the service's model:
        /// `.numberedEntries(entry: "entry", key: "Name", value: "Value")` writes SNS's
        /// `MessageAttributes.entry.1.Name=n&MessageAttributes.entry.1.Value.DataType=String`;
        /// `entry: nil` writes a flattened map, `Attribute.1.Name=n`.
        public static func numberedEntries(entry: String?, key: String, value: String) -> ObjectStyle {
            .numberedEntriesNamed(entry: entry, key: key, value: value)
        }
    }
}
