/// How the elements of an array written as one pair are joined.
enum ArrayJoiner {
    case comma, space, pipe, json

    /// The array strategy's name, for errors.
    var name: String {
        switch self {
        case .comma: ".commaSeparated"
        case .space: ".spaceDelimited"
        case .pipe: ".pipeDelimited"
        case .json: ".jsonArray"
        }
    }
}
