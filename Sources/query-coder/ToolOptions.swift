import QueryItemCoder

/// The options of `query-coder encode` and `query-coder decode`.
///
/// Each flag takes its value as the next argument (`--arrays indexed`) or after `=`
/// (`--arrays=indexed`). Values are kept as the tool's own small enums so that each
/// command maps them onto its coder's strategies. Any argument that starts with `-` is an
/// option (`-h` is `--help`); `--` ends the options.
struct ToolOptions: Equatable {
    enum Command: String { case encode, decode }

    /// `space` and `pipe` are OpenAPI's `spaceDelimited` and `pipeDelimited` styles,
    /// `separated` `.separated(by:)` with `--separator`, `numbered` and `numbered-members`
    /// AWS Query's lists (`a.1`, `a.member.1`); encode takes only the values its encoder
    /// writes (``values(for:)``).
    enum Arrays: String, CaseIterable {
        case brackets, indexed, repeated, comma, json, space, pipe, separated, numbered, numberedMembers = "numbered-members"

        /// The values `command` takes, in the order its help lists them.
        static func values(for command: Command) -> [Arrays] {
            command == .encode ? EncodeCommand.arrayStrategies.map(\.value) : allCases
        }
    }
    /// `comma`, `flattened`, `space` and `pipe` are OpenAPI's form (`explode=false` and
    /// `explode=true`), `spaceDelimited` and `pipeDelimited` styles for objects; `json` is
    /// `content: application/json` (`.jsonObject`), `entries` AWS Query's maps
    /// (`.numberedEntries`).
    enum Objects: String, CaseIterable { case brackets, dots, comma, flattened, space, pipe, json, entries }
    enum Bools: String, CaseIterable { case literal, numeric }
    enum Nils: String, CaseIterable { case omit, empty, keyOnly = "key-only", null }
    /// Encode converts every name to the case named; decode reads every name as written
    /// (`default`) or, for any other value, converts it to lowerCamelCase. `any` is
    /// decode's only: encode needs one target case.
    enum Keys: String, CaseIterable {
        case `default`, snake, kebab, upperCamel = "upper-camel", lowerCamel = "lower-camel", upperFirst = "upper-first", any

        /// The values `command` takes, in the order its help lists them.
        static func values(for command: Command) -> [Keys] {
            command == .encode ? allCases.filter { $0 != .any } : allCases
        }
    }
    enum Spaces: String, CaseIterable { case percent, plus }
    enum Empties: String, CaseIterable { case omit, empty }
    /// `decode --malformed`: `URLQueryItemDecoder.MalformedInputDecodingStrategy`.
    enum Malformed: String, CaseIterable { case `throw`, recover }
    /// `--delimiters`: encode's `URLQueryItemEncoder.DelimiterEncodingStrategy` (`raw`,
    /// `percent-encoded`), decode's `URLQueryItemDecoder.DelimiterDecodingStrategy` (`raw`,
    /// `percent-decoded`).
    enum Delimiters: String, CaseIterable {
        case raw, percentEncoded = "percent-encoded", percentDecoded = "percent-decoded"

        /// The values `command` takes.
        static func values(for command: Command) -> [Delimiters] {
            command == .encode ? [.raw, .percentEncoded] : [.raw, .percentDecoded]
        }
    }

    var arrays = Arrays.brackets
    var objects = Objects.brackets
    var bools = Bools.literal
    var nils = Nils.omit
    var keys = Keys.default
    var spaces = Spaces.percent
    var empties = Empties.omit
    var malformed = Malformed.throw
    var delimiters = Delimiters.raw
    /// `--separator C`: the character of `--arrays separated` (`;`).
    var separator: Character = ";"
    /// `--member-name NAME`: the member name of `--arrays numbered-members` (`member`).
    var memberName = "member"
    var sort = false
    /// `encode --sort-pairs`: `OutputFormatting.sortedPairs`, the order request signers sign.
    var sortPairs = false
    var lines = false
    var help = false
    var version = false
    /// `decode --max-length`, `--max-pairs`, `--max-depth`, `--max-index`.
    var maxLength: Int?
    var maxPairs: Int?
    var maxDepth: Int?
    var maxIndex: Int?
    /// What is left after the flags: the document or query, if given as an argument.
    var operands: [String] = []
}

extension ToolOptions {
    /// Parses `arguments` (the command's arguments, without the command name).
    static func parse(_ arguments: some Sequence<String>, for command: Command) throws(UsageError) -> ToolOptions {
        var options = ToolOptions()
        var iterator = arguments.makeIterator()
        var onlyOperands = false
        while let argument = iterator.next() {
            // `-` alone is an operand (standard input spelled out); so is everything after `--`.
            if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
                options.operands.append(argument)
                continue
            }
            if argument == "--" { onlyOperands = true; continue }
            if argument == "-h" { options.help = true; continue }
            guard argument.hasPrefix("--") else {
                throw UsageError(description: "unknown option \(argument)")
            }
            var name = Substring(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = name[..<equals]
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = iterator.next() else {
                    throw UsageError(description: "option --\(name) needs a value")
                }
                return next
            }
            func choice<E: RawRepresentable & CaseIterable>(
                _: E.Type, allowed: [E] = Array(E.allCases), decodeOnlyReason: String? = nil
            ) throws(UsageError) -> E where E.RawValue == String {
                let raw = try value()
                let expected = allowed.map(\.rawValue).joined(separator: "|")
                guard let parsed = E(rawValue: raw) else {
                    throw UsageError(description: "invalid value '\(raw)' for --\(name) (expected \(expected))")
                }
                guard allowed.contains(where: { $0.rawValue == raw }) else {
                    let other = command == .encode ? "decode" : "encode"
                    throw UsageError(description: "--\(name) \(raw) is for \(other) only" + (decodeOnlyReason.map { ": \($0)" } ?? " (\(command.rawValue) takes \(expected))"))
                }
                return parsed
            }
            func decodeOnly(_ why: String) throws(UsageError) {
                guard command == .decode else {
                    throw UsageError(description: "option --\(name) is for decode only (\(why))")
                }
            }
            func limit() throws(UsageError) -> Int {
                try decodeOnly("it limits what a query may hold")
                let raw = try value()
                guard let parsed = Int(raw), parsed >= 0, raw.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    throw UsageError(description: "invalid value '\(raw)' for --\(name) (expected a whole number, 0 or more)")
                }
                return parsed
            }
            func noValue() throws(UsageError) {
                if inlineValue != nil { throw UsageError(description: "option --\(name) takes no value") }
            }
            switch name {
            case "arrays": options.arrays = try choice(Arrays.self, allowed: Arrays.values(for: command))
            case "objects": options.objects = try choice(Objects.self)
            case "bools": options.bools = try choice(Bools.self)
            case "nils": options.nils = try choice(Nils.self)
            case "keys":
                options.keys = try choice(Keys.self, allowed: Keys.values(for: command),
                                          decodeOnlyReason: "encode needs one target case (snake|kebab|upper-camel|lower-camel)")
            case "spaces": options.spaces = try choice(Spaces.self)
            case "empties": options.empties = try choice(Empties.self)
            case "malformed":
                try decodeOnly("it says how a query's bad escapes and bytes are read")
                options.malformed = try choice(Malformed.self)
            case "delimiters": options.delimiters = try choice(Delimiters.self, allowed: Delimiters.values(for: command))
            case "separator":
                let text = try value()
                guard text.count == 1, let separator = text.first else {
                    throw UsageError(description: "invalid value '\(text)' for --separator (expected one character)")
                }
                options.separator = separator
            case "member-name":
                let name = try value()
                guard !name.isEmpty, !name.contains("."), !name.contains("["), !name.contains("]") else {
                    throw UsageError(description: "invalid value '\(name)' for --member-name (expected a name without dots or brackets)")
                }
                options.memberName = name
            case "sort-pairs": try noValue(); options.sortPairs = true
            case "max-length": options.maxLength = try limit()
            case "max-pairs": options.maxPairs = try limit()
            case "max-depth": options.maxDepth = try limit()
            case "max-index": options.maxIndex = try limit()
            case "sort": try noValue(); options.sort = true
            case "lines": try noValue(); options.lines = true
            case "help": try noValue(); options.help = true
            case "version": try noValue(); options.version = true
            default: throw UsageError(description: "unknown option --\(name)")
            }
        }
        if options.operands.count > 1 {
            throw UsageError(description: "expected at most one operand, got \(options.operands.count) (quote the \(command == .encode ? "JSON" : "query"))")
        }
        if options.operands == ["-"] { options.operands = [] }
        return options
    }

    /// Parses `arguments`, or prints the usage error or the help and gives the exit status.
    static func parseOrExit(_ arguments: [String], for command: Command) -> Result<ToolOptions, ExitStatus> {
        do {
            let options = try parse(arguments, for: command)
            if options.help {
                Console.write(command == .encode ? Help.encode : Help.decode)
                return .failure(ExitStatus(code: 0))
            }
            if options.version {
                Console.write(Help.version)
                return .failure(ExitStatus(code: 0))
            }
            return .success(options)
        } catch {
            Console.error("query-coder \(command.rawValue): \(error.description) (see query-coder \(command.rawValue) --help)")
            return .failure(ExitStatus(code: 2))
        }
    }
}

// The styles both commands set the same way: one type each serves the encoder and the
// decoder (`QueryFieldStrategy.ObjectStyle`, `NilStyle`).
extension ToolOptions.Objects {
    /// The object style of `--objects` (decode reads `json` as brackets: a query does not
    /// say which values hold JSON).
    var style: QueryFieldStrategy.ObjectStyle {
        switch self {
        case .brackets: .brackets
        case .dots: .dots
        case .comma: .commaSeparated
        case .flattened: .flattened
        case .space: .spaceDelimited
        case .pipe: .pipeDelimited
        case .json: .jsonObject
        case .entries: .numberedEntries
        }
    }
}

extension ToolOptions.Nils {
    /// The nil style of `--nils`.
    var style: QueryFieldStrategy.NilStyle {
        switch self {
        case .omit: .omit
        case .empty: .emptyValue
        case .keyOnly: .keyOnly
        case .null: .null
        }
    }
}
