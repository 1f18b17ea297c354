extension QueryFieldStrategy {
    /// How nested objects (a nested model or a dictionary) are written and read, by a coder
    /// or for one field: the type of the encoder's `objectEncodingStrategy`, the decoder's
    /// `objectDecodingStrategy` and a field's `.objects`; the decoder
    /// reads every style back under the same setting (`.flattened` into structs only). The
    /// root value is always the list of pairs; a field that holds an object is written in the
    /// style, and so is every object inside it. Defaults to `.brackets`.
    ///
    /// ## Writing
    ///
    /// | style             | `{a: {b: {c: 1}}}` | `{color: {R: 100, G: 200}, n: 1}` | OpenAPI style |
    /// |-------------------|--------------------|-----------------------------------|---------------|
    /// | `.brackets`       | `a[b][c]=1`        | `color[R]=100&color[G]=200&n=1`   | deepObject    |
    /// | `.dots`           | `a.b.c=1`          | `color.R=100&color.G=200&n=1`     |               |
    /// | `.commaSeparated` | throws             | `color=R,100,G,200&n=1`           | form, explode=false |
    /// | `.flattened`      | `c=1`              | `R=100&G=200&n=1`                 | form, explode=true |
    /// | `.spaceDelimited` | throws             | `color=R%20100%20G%20200&n=1`     | spaceDelimited |
    /// | `.pipeDelimited`  | throws             | `color=R|100|G|200&n=1`           | pipeDelimited |
    /// | `.jsonObject`     | `a=%7B%22b%22%3A%7B%22c%22%3A1%7D%7D` (`a={"b":{"c":1}}`) | `color={"R":100,"G":200}&n=1` | content: application/json |
    /// | `.numberedEntries` | `a.entry.1.key=b&a.entry.1.value.c=1` | `color.entry.1.key=R&color.entry.1.value=100&…&n=1` | (AWS Query maps) |
    ///
    /// (Brackets are shown unescaped.) The four styles without nested names, for what a
    /// query has no obvious form for:
    ///
    /// | value | `.commaSeparated`, `.spaceDelimited`, `.pipeDelimited` | `.flattened` |
    /// |---|---|---|
    /// | a nil member | the nil strategy: left out (`.omit`), `R,` (`.emptyValue`), `R,null` (`.null`); `.keyOnly` throws | a nil of the parent: `R=`, `R`, `R=null` or nothing |
    /// | a member that is an object or an array | throws, even an empty one | an object is flattened too (every level, into the same parent); an array is a member of the parent, `tags[]=x` |
    /// | an object with nothing to write | `color=` (as `.brackets` writes it: an empty dictionary only under `emptyCollectionEncodingStrategy = .emptyValue`) | the same, under its own name |
    /// | an object as an array element | one value an element, named by the array style: `colors[0]=R,1,G,2` (`.brackets`, `.indexed`, `.custom`; the one-value array styles throw, as for any object) | throws: the pairs could not say which element they belong to |
    /// | a separator inside a name or value | `%2C` and `%7C` (raw separators); in `[URLQueryItem]`, which cannot escape, a comma or pipe throws; a space always throws | escaped as in any name |
    /// | a member name another member of the parent writes too | | throws |
    ///
    /// Under `.sortedKeys` the members of each object are sorted (a flattened object's where
    /// its own key sorts). Key strategies convert member names; a dictionary's keys are data.
    /// `.pipeDelimited` writes a raw `|`, which `URLComponents` refuses: `encode(_:into:)`
    /// and `encode(_:appendingTo:)` write `%7C`, which the decoder reads as the separator in
    /// a URL's query, and throw for a pipe inside.
    ///
    /// ## Reading
    ///
    /// | style       | `a[b][c]=1`       | `a.b.c=1`         | `a.b[0]=1`         |
    /// |-------------|-------------------|-------------------|--------------------|
    /// | `.brackets` | `{a: {b: {c: 1}}}`| `{"a.b.c": 1}`    | `{"a.b": [1]}`     |
    /// | `.dots`     | `{a: {b: {c: 1}}}`| `{a: {b: {c: 1}}}`| `{a: {b: [1]}}`    |
    ///
    /// Brackets may be written raw or escaped (`%5B`, `%5D`, any hex case); under `.dots`, `%2E`
    /// is a dot too. Under the numbered array strategies names are split as under `.dots`.
    /// Under every style, names with brackets nest (`color[R]=100` is read
    /// as `.brackets` reads it, so deepObject input reads under all of them); the others
    /// read `color` from one value or from the parent's pairs:
    ///
    /// | style             | reads `color = {R: 100, G: 200}` from | into a struct | into `[String: X]` |
    /// |-------------------|---------------------------------------|---------------|--------------------|
    /// | `.commaSeparated` | `color=R,100,G,200`                   | yes           | yes                |
    /// | `.spaceDelimited` | `color=R%20100+G%20200`               | yes           | yes                |
    /// | `.pipeDelimited`  | `color=R|100|G|200`                   | yes           | yes                |
    /// | `.flattened`      | `R=100&G=200` (the parent's pairs)    | yes           | throws             |
    ///
    /// Under the three delimited styles a value holds names and values in turn: an odd
    /// number of items, or an empty name, throws a `DecodingError` at the field; only raw
    /// `,` and `|` separate (`%2C` and `%7C` are inside a name or value), every spelling of a
    /// space does; a name given twice follows `repeatedKeyDecodingStrategy`; members are
    /// scalars (reading one as an object or array throws); `color=` is the empty object, and
    /// an absent or nil member reads as an absent key or a nil does. An array of such objects
    /// is read from indexed, appended or repeated names (`colors[0]=R,1,G,2`, `colors=R,1&colors=R,2`).
    ///
    /// Under `.flattened` an object whose name is not among its parent's reads its members
    /// from the parent's pairs (an object inside it too); an optional one is nil when none of
    /// its members is there (`contains(_:)` of its key is false). A dictionary, whose keys are
    /// data, cannot tell which pairs are its own: it throws. Every level of a recursive type
    /// reads the same pairs: an optional one ends at `Limits.maximumDepth` levels, a required
    /// one throws there. A name that is there (`color=`,
    /// `color[R]=1`) is read as under `.brackets`. Key strategies apply to member names under
    /// every style; a dictionary keeps its keys as written.
    ///
    /// Not `CaseIterable`: `.numberedEntries(entry:key:value:)` carries names.
    public enum ObjectStyle: Sendable, Hashable {
        /// `a[b][c]=1` (OpenAPI's `deepObject`); read back, a dot is part of a name. The default.
        case brackets
        /// `a.b.c=1`; array indices stay in brackets, `a.b[0]=1`, as qs writes them. The
        /// decoder reads `a.b.c=1` and `a[b][c]=1`.
        case dots
        /// `color=R,100,G,200` (OpenAPI's form style with `explode=false`): one pair, names
        /// and values of the members joined by raw commas (a comma inside is `%2C`). Scalar
        /// members only. The decoder nests `a[b]=1` too.
        case commaSeparated
        /// `R=100&G=200` (OpenAPI's form style with `explode=true`): the members become pairs
        /// of the object's parent, under their own names, and so do those of objects inside
        /// it, and are read back from the parent's pairs by their own names. A name that
        /// another member of the parent writes too throws; so does an object in an array.
        /// Structs only: a dictionary read this way throws.
        case flattened
        /// `color=R%20100%20G%20200` (OpenAPI's `spaceDelimited` style): as `.commaSeparated`,
        /// joined by spaces (`+` in form bodies; read back from `%20` and `+`). A space inside
        /// a name or value throws.
        case spaceDelimited
        /// `color=R|100|G|200` (OpenAPI's `pipeDelimited` style): as `.commaSeparated`, joined
        /// by raw pipes (a pipe inside is `%7C`).
        case pipeDelimited
        /// `filter={"maxAge":3}` (OpenAPI's `content: application/json` parameter): the object
        /// as one pair whose value is its JSON text, members in the order the model writes
        /// them under their declared keys (no key strategy), `/` unescaped, dates as RFC 3339
        /// strings, data as Base64, as swift-openapi-runtime's `setQueryItemAsJSON` writes a
        /// model declared in that order. An array of such objects writes one JSON object an
        /// element; the root stays the list of pairs. The decoder reads it with `JSONDecoder`
        /// (dates as RFC 3339 or the other forms `JSONDecoder.DateDecodingStrategy.flexible`
        /// reads); a value that is not a JSON object is read as under `.brackets`.
        case jsonObject
        /// `Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x` (AWS Query's maps):
        /// each member is a numbered entry holding its key and its value, under the names
        /// given (untouched by the key strategy); `entry` nil leaves the infix out
        /// (`Attributes.1.key=…`, a flattened map). Everything inside an entry's value is
        /// joined by dots (`MessageAttributes.entry.1.Value.DataType=String`). An empty object
        /// writes nothing, as botocore does, and reads back from nothing. `.numberedEntries`
        /// names botocore's defaults (`entry`, `key`, `value`). In a `switch`,
        /// `case .numberedEntries:` matches every naming.
        case numberedEntries(entry: String?, key: String, value: String)

        /// `Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x`: AWS Query's maps,
        /// with botocore's default names: `.numberedEntries(entry: "entry", key: "key",
        /// value: "value")`. SNS's `.numberedEntries(entry: "entry", key: "Name", value: "Value")`
        /// writes and reads `MessageAttributes.entry.1.Name=n&MessageAttributes.entry.1.Value.DataType=String`;
        /// `entry: nil` a flattened map, `Attribute.1.Name=n`.
        public static var numberedEntries: ObjectStyle { .numberedEntries(entry: "entry", key: "key", value: "value") }
    }
}
