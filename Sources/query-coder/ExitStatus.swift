/// The status to exit with when a command stops before its work (help, usage error).
struct ExitStatus: Error, Equatable {
    var code: Int32
}
