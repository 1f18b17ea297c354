#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `query-coder`: encodes JSON documents as query strings and decodes query strings as JSON.
///
/// Exit status: 0 on success, 1 on bad input (a message on standard error), 2 on bad usage.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "encode": status = EncodeCommand.run(Array(arguments.dropFirst()))
case "decode": status = DecodeCommand.run(Array(arguments.dropFirst()))
case "--help", "-h", "help": Console.write(Console.usage); status = 0
default:
    Console.error("query-coder: expected a command, encode or decode\n\n" + Console.usage)
    status = 2
}
exit(status)
