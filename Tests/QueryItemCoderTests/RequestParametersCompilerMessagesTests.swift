import Foundation
import XCTest
import QueryItemCoder

/// The compiler's messages that `RequestParameterValue`'s documentation and Parameters.md
/// list, and the literals that compile without one: each snippet is type-checked by
/// `swiftc` against the `QueryItemCoder` module this suite was built with.
final class RequestParametersCompilerMessagesTests: XCTestCase {
    struct Case {
        let source: String
        /// The diagnostics, `error: …` or `warning: …`, in order; empty when it compiles clean.
        let diagnostics: [String]
        let file: StaticString
        let line: UInt
        init(_ source: String, _ diagnostics: [String], file: StaticString = #filePath, line: UInt = #line) {
            self.source = source
            self.diagnostics = diagnostics
            self.file = file
            self.line = line
        }
    }

    static let cases: [Case] = [
        // A model that does not adopt the protocol.
        Case("""
            struct Address: Encodable, Sendable { var city = "Paris" }
            let address = Address()
            let p: RequestParameters = ["address": address]
            """, ["error: cannot convert value of type 'Address' to expected dictionary value type 'any RequestParameterValue'"]),
        // A mixed array literal: spelled `.list("a", 1, true)`.
        Case(#"let p: RequestParameters = ["mixed": ["a", 1, true]]"#,
             ["error: cannot convert value of type '[Any]' to expected dictionary value type 'any RequestParameterValue'"]),
        // A mixed array literal with a `nil` or a nested list in it.
        Case(#"let p: RequestParameters = ["ids": [1, RequestParameters.Null(), 3]]"#,
             ["error: conflicting arguments to generic parameter 'Element' ('RequestParameters.Null' vs. 'Int')"]),
        // A `[String: Int]` variable: `RequestParameters(counts)` or `.encodable(counts)`.
        Case("""
            let counts: [String: Int] = ["page": 2]
            let p: RequestParameters = ["counts": counts]
            """, ["error: generic struct 'Dictionary' requires the types 'Int' and 'any RequestParameterValue' be equivalent"]),
        // A nested dictionary literal without `as RequestParameters`: a warning naming the fix.
        Case(#"let p: RequestParameters = ["credentials": ["login": "nickey", "age": 21]]"#,
             ["warning: conformance of 'Dictionary<Key, Value>' to 'RequestParameterValue' is deprecated: "
                + "write the nested literal `as RequestParameters` to keep its order [#DeprecatedDeclaration]"]),
        // The fixes, and array variables of every kind, compile without a word.
        Case("""
            struct Address: Encodable, Sendable, RequestParameterValue { var city = "Paris" }
            let tags: [String] = ["swift", "ios"]
            let ids: [Int] = [1, 2]
            let addresses = [Address()]
            let noTags: [String]? = nil
            let counts: [String: Int] = ["page": 2]
            let p: RequestParameters = [
                "tags": tags, "ids": ids, "addresses": addresses, "noTags": noTags,
                "literal": ["a", "b"], "mixed": .list("a", 1, true), "withNull": .list(1, .null, 3),
                "objects": [["b": 1] as RequestParameters, ["a": 2] as RequestParameters],
                "counts": RequestParameters(counts), "wrapped": .encodable(counts),
                "credentials": ["login": "nickey", "age": 21] as RequestParameters,
            ]
            """, []),
    ]

    func testCompilerMessages() throws {
        let modules = try Self.modulesDirectory()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("compiler-messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for c in Self.cases {
            try ("import QueryItemCoder\n" + c.source + "\n")
                .write(to: directory.appendingPathComponent("snippet.swift"), atomically: true, encoding: .utf8)
            let output = try Self.typeCheck("snippet.swift", in: directory, modules: modules)
            let found = output.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("snippet.swift:") else { return nil }
                let parts = line.split(separator: ":", maxSplits: 3)
                return parts.count == 4 ? String(parts[3].drop(while: { $0 == " " })) : nil
            }
            XCTAssertEqual(found, c.diagnostics, c.source, file: c.file, line: c.line)
        }
    }

    /// The directory of the modules this test bundle was built with.
    static func modulesDirectory() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle(for: RequestParametersCompilerMessagesTests.self).bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("Modules") }
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("QueryItemCoder.swiftmodule").path) {
            return candidate
        }
        struct NoModules: Error { var searched: [String] }
        throw NoModules(searched: candidates.map(\.path))
    }

    static func typeCheck(_ file: String, in directory: URL, modules: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
        process.arguments = ["xcrun", "swiftc"]
        #else
        process.arguments = ["swiftc"]
        #endif
        process.arguments! += ["-typecheck", "-continue-building-after-errors", "-I", modules.path, file]
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
