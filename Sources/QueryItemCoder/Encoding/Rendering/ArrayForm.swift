/// How the renderer writes one array, resolved once when it opens the array from the
/// array's style and the output form (as swift-openapi-runtime's `URISerializer` derives its
/// separators from style and explode per container kind); the element loop only reads it.
///
/// | strategy                  | form                          | `a = ["x", "y"]`          |
/// |---------------------------|-------------------------------|---------------------------|
/// | `.brackets`, scalars      | `.elements(.emptyBrackets)`   | `a[]=x&a[]=y`             |
/// | `.brackets`, containers; `.indexed` | `.elements(.index)` | `a[0]=x&a[1]=y`           |
/// | `.repeated`               | `.elements(.repeated)`        | `a=x&a=y`                 |
/// | `.numbered`               | `.elements(.number(infix: []))` | `a.1=x&a.2=y`           |
/// | `.numberedMembers`        | `.elements(.number(infix: "member."))` | `a.member.1=x&a.member.2=y` |
/// | `.custom`                 | `.elements(.custom)`          | the closure's names       |
/// | `.commaSeparated`, `.spaceDelimited`, `.pipeDelimited`, `.separated(by: ";")` | `.joined(separator)` | `a=x,y`, `a=x%20y`, `a=x|y`, `a=x;y` |
/// | `.jsonArray`              | `.json`                       | `a=["x","y"]` (escaped)   |
enum ArrayForm {
    /// Each element is a pair (or pairs) of its own, named by the array's name and `ElementName`.
    case elements(ElementName)
    /// One pair: the elements' texts joined by the separator.
    case joined(Separator)
    /// One pair: the elements as a JSON array of strings.
    case json

    /// How an element's name is formed from the array's name.
    enum ElementName {
        /// The array's name: `a=x&a=y`.
        case repeated
        /// `a[]`: every element is a scalar or a nil.
        case emptyBrackets
        /// `a[0]`, from 0.
        case index
        /// `a.1` or `a.member.1` (infix `member.`, escaped as names are), from 1; inside an
        /// element, every object's members are named with dots (`Nesting.numbered`).
        case number(infix: [UInt8])
        /// The name the closure of `.custom` returns for the array's unescaped name and the
        /// element's index, escaped.
        case custom(@Sendable (_ name: String, _ index: Int) -> String)
    }

    /// The form of an array in `style`, written in `form`. Under `.brackets`, an array that
    /// holds objects or arrays is written with indices (`.index`), since no parser can tell
    /// which `a[][b]` pairs belong to one element: the renderer, which sees the elements,
    /// makes that choice (`QueryRenderer.renderArray`).
    init(style: borrowing ValueStyle, in form: OutputForm) {
        switch style.arrays {
        case .commaSeparated: self = .joined(Separator(0x2C, in: form))
        case .spaceDelimited: self = .joined(Separator(0x20, in: form))
        case .pipeDelimited: self = .joined(Separator(0x7C, in: form))
        case .separated(let character): self = .joined(Separator(Array(character.utf8), in: form))
        case .jsonArray: self = .json
        case .custom(let makeName): self = .elements(.custom(makeName))
        case .numbered: self = .elements(.number(infix: []))
        case .numberedMembers(let member): self = .elements(.number(infix: Self.infix(member, in: form)))
        case .repeated: self = .elements(.repeated)
        case .indexed: self = .elements(.index)
        case .brackets: self = .elements(.emptyBrackets)
        }
    }

    /// `member.`, escaped as names are.
    private static func infix(_ member: String, in form: OutputForm) -> [UInt8] {
        var infix = form.nameComponent(member)
        infix.append(0x2E)
        return infix
    }
}
