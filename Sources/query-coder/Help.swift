/// The tool's help texts and version: `query-coder --help`, `query-coder encode --help`,
/// `query-coder decode --help`, `query-coder --version`.
enum Help {
    /// The version `--version` prints.
    static let version = "query-coder 0.1.0\n"

    static let main = """
        usage: query-coder encode [options] [JSON]     JSON object -> query string
               query-coder decode [options] [QUERY]    query string -> JSON
               query-coder --version

        Run 'query-coder encode --help' or 'query-coder decode --help' for a command's options.

        exit status: 0 success, 1 bad input, 2 bad usage

        """

    static let encode = """
        usage: query-coder encode [options] [JSON]

        Writes a JSON object as a percent-encoded query string: keys in the document's
        order, numbers exactly as written. The JSON is the operand, or standard input when
        there is none. A name repeated in one object is an error.

        options:
        \(encodeArrays)
          --separator C                                   separated's character (default ;):
                                                          a=x;y
          --member-name NAME                              numbered-members' infix (default member):
                                                          --member-name Tag writes a.Tag.1=x
          --delimiters raw|percent-encoded                the separators of comma, pipe and
                                                          separated arrays and objects as they
                                                          are (raw, the default), or as %2C,
                                                          %7C, %3B (Python's urlencode, Slack)
          --objects brackets|dots|comma|flattened|space|pipe|json|entries
                                                          object style (default brackets); json
                                                          writes a={"b":1}, entries AWS's maps,
                                                          a.entry.1.key=b&a.entry.1.value=1
          --bools literal|numeric                         true/false or 1/0 (default literal)
          --nils omit|empty|key-only|null                 how null is written (default omit)
          --keys default|snake|kebab|upper-camel|lower-camel|upper-first
                                                          key case conversion (default: none);
                                                          upper-first: templateURL -> TemplateURL
          --spaces percent|plus                           a space as %20 or + (default percent)
          --empties omit|empty                            empty arrays and objects: left out,
                                                          or written as a= (default omit)
          --sort                                          sort keys (never array elements)
          --sort-pairs                                    sort the pairs as SigV4 and OAuth 1.0
                                                          sign them, strictly escaped
          --lines                                         one document per input line
          -h, --help                                      this text

        exit status: 0 success, 1 bad input, 2 bad usage

        """

    /// encode's `--arrays` line: the values of `EncodeCommand.arrayStrategies`, the
    /// description at column 50 (on a line of its own when the values reach it).
    private static var encodeArrays: String {
        let option = "  --arrays " + ToolOptions.Arrays.values(for: .encode).map(\.rawValue).joined(separator: "|")
        let description = "array style (default brackets)"
        let column = 50
        if option.count + 3 <= column {
            return option + String(repeating: " ", count: column - option.count) + description
        }
        return option + "\n" + String(repeating: " ", count: column) + description
    }

    static let decode = """
        usage: query-coder decode [options] [QUERY]

        Writes a query string as a JSON object: keys in the query's order, every value a
        string, arrays and objects rebuilt from brackets, indices, dots and repeated names.
        The query (a leading ? or a whole URL is accepted) is the operand, or standard
        input when there is none.

        options:
          --arrays brackets|comma|json|space|pipe|separated|numbered|numbered-members
                                           brackets (default) reads a[]=x, a[0]=x and a=x&a=y;
                                           comma, space, pipe and separated also split values
                                           on ',', ' ' (%20 or +), '|' or --separator (%2C,
                                           %7C, %3B only under --delimiters percent-decoded);
                                           json also reads a=["x","y"]; numbered reads AWS
                                           Query's a.1=x and a.1.b=y, numbered-members
                                           a.member.1=x
          --separator C                    separated's character (default ;)
          --member-name NAME               numbered-members' infix (default member):
                                           --member-name Tag reads a.Tag.1=x
          --delimiters raw|percent-decoded where comma, pipe and separated split: at raw
                                           ',' '|' ';' only (raw, the default), or escaped too
          --objects brackets|dots|comma|flattened|space|pipe|json|entries
                                           a[b]=1 or a.b=1 (default brackets); comma, space
                                           and pipe also read a value that splits into names
                                           and values as an object (a=b,1,c,2); entries reads
                                           AWS's maps, a.entry.1.key=b&a.entry.1.value=1;
                                           flattened and json read as brackets (a query does
                                           not say which pairs formed an object, nor which
                                           values hold JSON: each is read as its text)
          --nils omit|empty|key-only|null  which form is JSON null (default omit: none is)
          --keys default|snake|kebab|upper-camel|lower-camel|upper-first|any
                                           default writes every name as written; upper-first
                                           lower-cases its first letter (TemplateURL gives
                                           templateURL); any other writes it in
                                           lowerCamelCase: my_key, my-key and MyKey give myKey
          --malformed throw|recover        a bad % escape or invalid UTF-8: exit 1 (throw, the
                                           default), or read as browsers do (recover): %ZZ
                                           kept as text, bad bytes as U+FFFD
          --sort                           sort keys (never array elements)
          --lines                          one query per input line
          --max-length N                   the longest input, in bytes (default 8388608)
          --max-pairs N                    the most pairs (default 10000)
          --max-depth N                    the deepest nesting: a[b][c] is 2 (default 32)
          --max-index N                    the highest array index a[N] (default 10000)
          -h, --help                       this text

        Accepted so that encode and decode can share a command line, and without effect
        when decoding: --bools, --spaces, --empties, --sort-pairs, --arrays indexed|repeated
        (read as brackets is).

        exit status: 0 success, 1 bad input, 2 bad usage

        """
}
