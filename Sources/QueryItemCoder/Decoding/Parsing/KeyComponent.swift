/// One path component of a name: a byte range of the input, not yet percent-decoded.
struct KeyComponent {
    var start: Int32
    var end: Int32
    var needsDecoding: Bool
    /// `[]`: an element appended to an array.
    var appended: Bool
    /// Where the splitter stands after the token that ended this component (the offset in
    /// the input and the mode), so that a later name with the same bytes up to there can
    /// resume from it; `resume` is -1 for the last component of a name.
    var resumeMode: KeySplitter.Mode = .name
    var resume: Int32 = -1
}
