/// How the elements of an array written as one pair are joined.
enum ArrayJoiner: Equatable {
    case comma, space, pipe, json
    /// `.separated(by:)`: the UTF-8 bytes of the user's character.
    case separated([UInt8])

    /// The array strategy's name, for errors.
    var name: String {
        switch self {
        case .comma: ".commaSeparated"
        case .space: ".spaceDelimited"
        case .pipe: ".pipeDelimited"
        case .json: ".jsonArray"
        case .separated(let bytes): ".separated(by: \"\(String(decoding: bytes, as: UTF8.self))\")"
        }
    }

    /// The separator named in errors: "a comma".
    var described: String {
        switch self {
        case .comma: "a comma"
        case .pipe: "a pipe"
        case .space: "a space"
        case .json: "a comma"
        case .separated(let bytes): "its separator \"\(String(decoding: bytes, as: UTF8.self))\""
        }
    }
}
