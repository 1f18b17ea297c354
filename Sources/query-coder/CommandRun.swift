/// What `encode` and `decode` share: their options, their input (the operand, else standard
/// input), one document or (under `--lines`) one a line with each result on a line of its own,
/// each error on standard error under the command's name, and the exit status (0; 1 when a
/// document failed; 2 on bad usage).
enum CommandRun {
    /// Runs `command` with `arguments` (those after the command's name) and gives the exit
    /// status.
    static func run(_ arguments: [String], _ command: ToolOptions.Command) -> Int32 {
        let options: ToolOptions
        switch ToolOptions.parseOrExit(arguments, for: command) {
        case .success(let parsed): options = parsed
        case .failure(let status): return status.code
        }
        let (convert, message) = converter(for: command, options)
        let input = options.operands.first.map { Array($0.utf8) } ?? Console.readStandardInput()
        // A query ends where its line does (`\r\n` too); a JSON document keeps its whitespace,
        // so that the positions its messages name count every byte of it.
        let isQuery = command == .decode
        guard options.lines else {
            var document = input[...]
            if isQuery { while document.last == 0x0A || document.last == 0x0D { document.removeLast() } }
            do {
                Console.write(try convert(document) + "\n")
                return 0
            } catch {
                Console.error("query-coder \(command.rawValue): \(message(error))")
                return 1
            }
        }
        var status: Int32 = 0
        var output = ""
        for (number, line) in input.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            // After the final newline. Empty input is no query at all, but one empty JSON
            // document (which encode refuses).
            if line.isEmpty && line.startIndex == input.endIndex && (isQuery || number > 0) { break }
            var document = line
            if isQuery && document.last == 0x0D { document.removeLast() }
            do {
                output += try convert(document)
            } catch {
                Console.error("query-coder \(command.rawValue): line \(number + 1): \(message(error))")
                status = 1
            }
            output += "\n"
        }
        Console.write(output)
        return status
    }

    /// What turns one document into `command`'s output under `options` (its coder made once,
    /// for every document), and how an error is worded the tool's way.
    private static func converter(for command: ToolOptions.Command, _ options: ToolOptions)
        -> (convert: (ArraySlice<UInt8>) throws -> String, message: (any Error) -> String) {
        switch command {
        case .encode:
            let encoder = EncodeCommand.makeEncoder(options)
            return ({ try EncodeCommand.encode($0, with: encoder) }, EncodeCommand.message(for:))
        case .decode:
            let decoder = DecodeCommand.makeDecoder(options)
            return ({ try DecodeCommand.decode($0, with: decoder, options: options) }, DecodeMessages.message(for:))
        }
    }
}
