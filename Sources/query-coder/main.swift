#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `query-coder`: encodes JSON documents as query strings and decodes query strings as JSON.
///
/// Exit status: 0 on success, 1 on bad input (a message on standard error), 2 on bad usage
/// (one line naming the problem and the `--help` to read).
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "encode": status = CommandRun.run(Array(arguments.dropFirst()), .encode)
case "decode": status = CommandRun.run(Array(arguments.dropFirst()), .decode)
case "--help", "-h", "help": Console.write(Help.main); status = 0
case "--version": Console.write(Help.version); status = 0
case nil:
    Console.error("query-coder: expected a command, encode or decode (see query-coder --help)")
    status = 2
case let other?:
    let what = other.hasPrefix("-") ? "option" : "command"
    Console.error("query-coder: unknown \(what) '\(other)': expected encode or decode (see query-coder --help)")
    status = 2
}
exit(status)
