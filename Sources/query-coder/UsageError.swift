/// A usage error: the tool prints it on one line, with a pointer to the command's
/// `--help`, and exits with status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}
