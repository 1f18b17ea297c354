extension QueryFieldStrategy {
    /// How arrays are written and read, by the coders or for one field: the type of the
    /// decoder's `arrayDecodingStrategy` and of a field's `.arrays`; the encoder's
    /// `URLQueryItemEncoder.ArrayEncodingStrategy` takes each of these styles, spelled the
    /// same, and a `.custom` one. Each case below says what the encoder writes and what the
    /// decoder reads. Defaults to `.brackets`.
    ///
    /// Reading, `.brackets`, `.indexed` and `.repeated` all accept the three forms
    /// `a[]=x&a[]=y`, `a[0]=x&a[1]=y` and `a=x&a=y` (nothing is lost by reading each of them);
    /// they differ only in name, so that the decoder mirrors the encoder's setting.
    ///
    /// | style             | the decoder also reads                       |
    /// |-------------------|----------------------------------------------|
    /// | `.brackets`       | `a[]=x`, `a[0]=x`, `a=x&a=y`                 |
    /// | `.indexed`        | the same                                     |
    /// | `.repeated`       | the same                                     |
    /// | `.commaSeparated` | the same, and splits each value on unescaped commas: `a=x,y%2Cz` is `["x", "y,z"]` |
    /// | `.spaceDelimited` | the same, and splits each value on spaces (`%20`, `+`): `a=x%20y+z` is `["x", "y", "z"]` |
    /// | `.pipeDelimited`  | the same, and splits each value on unescaped pipes: `a=x|y%7Cz` is `["x", "y|z"]` |
    /// | `.separated(by: ";")` | the same, and splits each value on the unescaped character: `a=x;y%3Bz` is `["x", "y;z"]` |
    /// | `.jsonArray`      | the bracket forms, and a value that is a JSON array of strings: `a=["x",null]`, or of objects or arrays into any `Decodable` element |
    /// | `.numbered`       | `a.1=x&a.2=y` (`a[1]=x` alike), `a[]=x`, `a=x&a=y`; not `a[0]=x` |
    /// | `.numberedMembers`| `a.member.1=x&a.member.2=y`, `a[]=x`, `a=x&a=y`           |
    /// | `.numberedMembers(named: "Tag")` | `a.Tag.1=x&a.Tag.2=y`, `a[]=x`, `a=x&a=y` |
    ///
    /// Indices may come in any order but must be exactly `0...n-1`: a gap, a duplicate or a
    /// name that is not a number throws. A single empty value (`a=`) is an empty array.
    ///
    /// `.numbered` and `.numberedMembers` read the lists of AWS Query APIs into ordinary
    /// arrays (`Attribute.1.Name=a` into `[Attribute]`, `Tags.member.1.Key=k` into `[Tag]`,
    /// `AttributeName.1=All` into `[String]`). Under them every name is split on dots as well
    /// as brackets, whatever the object strategy (`a.b=1` and `a[b]=1` are the same nested
    /// name; `%2E` is a dot), so objects outside arrays may be written either way. The
    /// elements are numbered `1...n` in any order; a gap throws unless
    /// `indexGapDecodingStrategy` is `.compact`, and `0`, a name that is not a number, or
    /// (under `.numberedMembers`) numbers without the `member` name before them throw a
    /// `DecodingError` that names the setting. `Limits.maximumArrayIndex` bounds the numbers.
    /// Errors name elements as the query does: the coding path of `Tags.member.1.Key` is
    /// `Tags`, `member`, `1`, `Key`.
    ///
    /// Not `CaseIterable`: `.numberedMembers(named:)` carries a name.
    public enum ArrayStyle: Sendable, Hashable {
        /// `tags[]=a&tags[]=b` (PHP, Rack, qs). The default of both coders.
        case brackets
        /// `tags[0]=a&tags[1]=b`.
        case indexed
        /// `tags=a&tags=b`: OpenAPI's form style with `explode=true`, what most flat parsers
        /// read as a list.
        case repeated
        /// `tags=a,b`: OpenAPI's form style with `explode=false`; one pair. Only unescaped
        /// commas separate: a comma inside an element is written, and read, as `%2C`.
        case commaSeparated
        /// `tags=["a","b"]`: one pair whose value is a JSON array of strings, `null` for nil,
        /// percent-encoded as a whole. An array whose elements are objects or arrays is
        /// compact JSON of any `Codable` elements, written by the JSON writer of `.jsonObject`
        /// and read with `JSONDecoder` (Slack's `blocks=[{"type":"divider"}]`).
        case jsonArray
        /// `tags=a%20b` (OpenAPI's `spaceDelimited` style): one pair, the elements joined by a
        /// space (`+` in form bodies). Every space separates, whether it is written `%20`, `+`
        /// or (in query items) as a space, so an element cannot hold one: the encoder throws.
        case spaceDelimited
        /// `tags=a|b` (OpenAPI's `pipeDelimited` style): one pair, the elements joined by an
        /// unescaped `|`; only unescaped pipes separate, `%7C` is a pipe inside an element.
        /// (`URLComponents` refuses a raw `|`, so the encoder's `encode(_:into:)` and
        /// `encode(_:appendingTo:)` separate with `%7C`, which the decoder reads as the
        /// separator in a URL's query, and throw for an element that holds a pipe; so does
        /// `[URLQueryItem]` output.)
        case pipeDelimited
        /// `tags=a;b` for `.separated(by: ";")` (go-querystring's `del:";"`): one pair, the
        /// elements joined by the given character, with the rules of `.commaSeparated`: only
        /// the unescaped character separates, and an element holding it is written, and read,
        /// escaped (`%3B`). A character that percent-encoding leaves as it is (a letter, a
        /// digit, `-` `.` `_` `~`) cannot be escaped: an element holding it throws. The encoder
        /// takes an ASCII character other than `&`, `=`, `#`, `%`, `+` and a space, which end a
        /// pair or read as something else; the decoder splits on any character's UTF-8 bytes.
        case separated(by: Character)
        /// `Tags.1=a&Tags.2=b` (AWS Query, EC2): elements numbered from 1 after a dot; the
        /// members of an object element are joined by dots too, `Tags.1.Key=k`, whatever the
        /// object style. Names are split on dots, so the encoder throws for a key that holds one.
        case numbered
        /// `Tags.member.1=a&Tags.member.2=b` (`Tags.member.1.Key=k`): AWS Query's lists with
        /// a member name before each number, exactly as given (no key strategy changes it):
        /// `member`, as IAM and SNS write them (`.numberedMembers`), or the member's own name
        /// (RDS, ElastiCache: `.numberedMembers(named: "Tag")`, `Tags.Tag.1.Key=k`). Otherwise
        /// as `.numbered`. In a `switch`, `case .numberedMembers:` matches every name; write
        /// `case .numberedMembers(let name):` to read it.
        case numberedMembers(named: String)

        /// `Tags.member.1=x`: `.numberedMembers(named: "member")`, the name IAM and SNS use.
        public static var numberedMembers: ArrayStyle { .numberedMembers(named: "member") }
    }
}
