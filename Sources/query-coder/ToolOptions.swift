/// The options shared by `query-coder encode` and `query-coder decode`.
///
/// Each flag takes its value as the next argument (`--arrays indexed`) or after `=`
/// (`--arrays=indexed`). Values are kept as the tool's own small enums so that each
/// command maps them onto its coder's strategies.
struct ToolOptions: Equatable {
    enum Arrays: String, CaseIterable { case brackets, indexed, repeated, comma, json }
    enum Objects: String, CaseIterable { case brackets, dots }
    enum Bools: String, CaseIterable { case literal, numeric }
    enum Nils: String, CaseIterable { case omit, empty, keyOnly = "key-only", null }
    enum Keys: String, CaseIterable { case `default`, snake, kebab, upperCamel = "upper-camel", lowerCamel = "lower-camel", any }
    enum Spaces: String, CaseIterable { case percent, plus }
    enum Empties: String, CaseIterable { case omit, empty }

    var arrays = Arrays.brackets
    var objects = Objects.brackets
    var bools = Bools.literal
    var nils = Nils.omit
    var keys = Keys.default
    var spaces = Spaces.percent
    var empties = Empties.omit
    var sort = false
    var lines = false
    var help = false
    /// What is left after the flags: the document or query, if given as an argument.
    var operands: [String] = []
}

/// A usage error: the tool prints it with the usage line and exits with status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

extension ToolOptions {
    /// Parses `arguments` (the command's arguments, without the command name).
    static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> ToolOptions {
        var options = ToolOptions()
        var iterator = arguments.makeIterator()
        var onlyOperands = false
        while let argument = iterator.next() {
            if onlyOperands || !argument.hasPrefix("--") {
                options.operands.append(argument)
                continue
            }
            if argument == "--" { onlyOperands = true; continue }
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
            func choice<E: RawRepresentable & CaseIterable>(_: E.Type) throws(UsageError) -> E where E.RawValue == String {
                let raw = try value()
                guard let parsed = E(rawValue: raw) else {
                    let allowed = E.allCases.map(\.rawValue).joined(separator: "|")
                    throw UsageError(description: "invalid value '\(raw)' for --\(name) (expected \(allowed))")
                }
                return parsed
            }
            func noValue() throws(UsageError) {
                if inlineValue != nil { throw UsageError(description: "option --\(name) takes no value") }
            }
            switch name {
            case "arrays": options.arrays = try choice(Arrays.self)
            case "objects": options.objects = try choice(Objects.self)
            case "bools": options.bools = try choice(Bools.self)
            case "nils": options.nils = try choice(Nils.self)
            case "keys": options.keys = try choice(Keys.self)
            case "spaces": options.spaces = try choice(Spaces.self)
            case "empties": options.empties = try choice(Empties.self)
            case "sort": try noValue(); options.sort = true
            case "lines": try noValue(); options.lines = true
            case "help": try noValue(); options.help = true
            default: throw UsageError(description: "unknown option --\(name)")
            }
        }
        if options.operands.count > 1 {
            throw UsageError(description: "expected at most one operand, got \(options.operands.count)")
        }
        return options
    }
}
