import Foundation
import XCTest

/// One run of the built `query-coder`: its exit status, standard output and standard error.
struct ToolRun: Equatable, CustomStringConvertible {
    var status: Int32
    var output: String
    var error: String

    var description: String { "status \(status), stdout \(output.debugDescription), stderr \(error.debugDescription)" }
}

/// Runs the built `query-coder` executable.
enum ToolRunner {
    /// The directory that holds the built products (and `query-coder`).
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    static func run(_ arguments: [String], input: String? = nil, inputFile: URL? = nil) throws -> ToolRun {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("query-coder")
        process.arguments = arguments
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        if let inputFile {
            process.standardInput = try FileHandle(forReadingFrom: inputFile)
        } else {
            process.standardInput = standardInput
        }
        try process.run()
        // Written from another thread: a large input must not block while the tool fills its
        // output pipe. The writer is waited for before returning.
        var written: DispatchSemaphore?
        if inputFile == nil {
            let data = Data((input ?? "").utf8)
            let writer = standardInput.fileHandleForWriting
            let done = DispatchSemaphore(value: 0)
            Thread {
                writer.write(data)
                try? writer.close()
                done.signal()
            }.start()
            written = done
        }
        defer { written?.wait() }
        // Standard error is read after standard output: the tool writes at most a few
        // lines there, which fit in the pipe's buffer.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolRun(status: process.terminationStatus,
                       output: String(decoding: outputData, as: UTF8.self),
                       error: String(decoding: errorData, as: UTF8.self))
    }
}
