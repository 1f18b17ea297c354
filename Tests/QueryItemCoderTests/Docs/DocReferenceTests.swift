import Foundation
@testable import QueryItemCoder
import XCTest

/// Docs that name code are checked against it: every source file, folder and type that
/// ARCHITECTURE.md, README.md or an article of either DocC catalog names in backticks must
/// exist in the repository, so that a rename or a removal fails here instead of leaving the
/// docs describing machinery that is gone.
///
/// What counts as a name (a backticked span that is nothing else):
/// - a file: `QueryRenderer.swift`, `Encoding/API/URLQueryItemEncoder+Outputs.swift`; it must
///   exist, and a path must end the path of a file;
/// - a folder: `Decoding/Parsing/`, `API/`; a folder of the repository must end with it;
/// - a file named without its extension: `Fields/FieldPath`, `DecodingState+Scalars`,
///   `+Objects` (a file of the type named just before); such a file must exist;
/// - a type, or a type's member: `QueryTree`, `EncodingState.finish()`,
///   `URLQueryItemEncoder.Configuration`; the type must be declared in the repository's Swift
///   sources (or be one of the toolchain's and peers' types listed in `externalTypes`), and
///   each member after it must be declared somewhere in them.
final class DocReferenceTests: XCTestCase {
    static let documents: [String] = {
        var documents = ["ARCHITECTURE.md", "README.md"]
        for catalog in ["Sources/QueryItemCoder/QueryItemCoder.docc", "Sources/QueryItemCoderSupport/QueryItemCoderSupport.docc"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: DocFile.root.appendingPathComponent(catalog).path)) ?? []
            documents += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return documents
    }()

    func testEveryDocumentIsRead() {
        // Both catalogs' articles: a catalog that moved would silently check nothing.
        XCTAssertGreaterThan(Self.documents.filter { $0.contains("QueryItemCoder.docc/") }.count, 8)
        XCTAssertGreaterThan(Self.documents.filter { $0.contains("QueryItemCoderSupport.docc/") }.count, 2)
    }

    func testNamedFilesFoldersAndTypesExist() throws {
        let tree = try RepositoryTree.scan()
        for path in Self.documents {
            let text = try String(contentsOf: DocFile.root.appendingPathComponent(path), encoding: .utf8)
            for (line, span) in Self.backtickedSpans(in: text) {
                if let problem = tree.problem(with: span) {
                    XCTFail("\(path):\(line) names `\(span)`: \(problem). (A name of the toolchain or of another "
                            + "project goes in RepositoryTree.externalTypes, an example key in exampleWords.)")
                }
            }
        }
    }

    /// ARCHITECTURE.md's folder list is current: every target of `Sources/` has a row in its
    /// table of targets, and every folder of `Sources/QueryItemCoder` that holds source files a
    /// row in its table of folders, which says whether it is a stage or a service.
    func testEveryFolderIsMapped() throws {
        let map = try String(contentsOf: DocFile.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let rows = map.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { DocFile.cells(of: String($0)) }
        let sources = DocFile.root.appendingPathComponent("Sources")
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }
        XCTAssertGreaterThan(targets.count, 5)
        for target in targets {
            XCTAssertTrue(rows.contains { $0.first?.contains("`\(target)`") == true }, "ARCHITECTURE.md has no row for the target \(target)")
        }
        let library = sources.appendingPathComponent("QueryItemCoder")
        let folders = try XCTUnwrap(FileManager.default.enumerator(atPath: library.path)).compactMap { item -> String? in
            guard let path = item as? String, !path.contains(".docc") else { return nil }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: library.appendingPathComponent(path).path, isDirectory: &isFolder)
            let holdsSources = isFolder.boolValue
                && ((try? FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent(path).path)) ?? [])
                    .contains { $0.hasSuffix(".swift") }
            return holdsSources ? path + "/" : nil
        }
        XCTAssertGreaterThan(folders.count, 15)
        for folder in folders {
            let row = rows.first { $0.first == "`\(folder)`" }
            XCTAssertNotNil(row, "ARCHITECTURE.md's table of folders has no row for \(folder)")
            if let kind = row?.dropFirst().first {
                XCTAssertTrue(kind.contains("stage") || kind.contains("service"),
                              "ARCHITECTURE.md does not say whether \(folder) is a stage or a service: \(kind)")
            }
        }
    }

    /// Where the docs give the size at which a node's children go into a hash table, it is
    /// the code's (`ChildTable.threshold`).
    func testChildTableThresholdIsTheCode() throws {
        var found = 0
        for path in Self.documents {
            let text = try String(contentsOf: DocFile.root.appendingPathComponent(path), encoding: .utf8)
                .replacingOccurrences(of: "\n", with: " ")
            var rest = text[...]
            while let range = rest.range(of: #"more than [a-z0-9]+ children"#, options: .regularExpression) {
                XCTAssertEqual(String(text[range]), "more than \(ChildTable.threshold) children", path)
                found += 1
                rest = rest[range.upperBound...]
            }
        }
        // Decoding.md's "Limits" (ARCHITECTURE.md names `ChildTable.threshold` itself).
        XCTAssertGreaterThanOrEqual(found, 1)
    }

    /// The checker itself: what it accepts and what it refuses.
    func testTheCheckerRefusesWhatIsGone() throws {
        let tree = try RepositoryTree.scan()
        let cases: [(span: String, accepted: Bool, line: UInt)] = [
            ("QueryTree", true, #line),  // a type of the library
            ("URLQueryItemEncoder.Configuration", true, #line),  // a nested type
            ("EncodingState.finish()", true, #line),  // a member, called
            ("URLComponents.percentEncodedQuery", true, #line),  // a toolchain type; its member is not checked
            ("Encoding/API/URLQueryItemEncoder+Outputs.swift", true, #line),  // a file by its path
            ("URLQueryItemEncoder+Outputs.swift", true, #line),  // a file by its name
            ("Decoding/Parsing/", true, #line),  // a folder
            ("Fields/FieldPath", true, #line),  // a file without its extension
            ("Containers/ContainerPool.swift", false, #line),  // removed in the rewrite
            ("Writer/QueryRenderer.swift", false, #line),  // the file exists, not in that folder
            ("Writer/", false, #line),  // no such folder
            ("ContainerPool", false, #line),  // no such type
            ("EncodingState.encodeQuery", false, #line),  // no such member
            ("DecoderOptions", false, #line),  // replaced by URLQueryItemDecoder.Configuration
            ("a=1&b=2", true, #line),  // a query, not a name
            ("encode(_:into:)", true, #line),  // a lower-case symbol is not checked
            ("URLQueryItemEncoder.Configuration.userInfo", true, #line),  // a member of a nested type
            // Not declared with either configuration. (Members are looked up among the names of
            // every file that declares or extends a type of that name: both `Configuration`s.)
            ("URLQueryItemEncoder.Configuration.spaceDecodingStrategy", false, #line),
            ("QueryItemCoderSupport", true, #line),  // a module (its folder)
            ("FoundationFormatters", true, #line),  // a package trait
            ("Encoding/API", true, #line),  // a folder without its slash
        ]
        for row in cases {
            let problem = tree.problem(with: row.span)
            XCTAssertEqual(problem == nil, row.accepted, "`\(row.span)`: \(problem ?? "accepted")", line: row.line)
        }
    }

    /// The backticked spans of `text` (code blocks left out), with their line numbers.
    static func backtickedSpans(in text: String) -> [(line: Int, span: String)] {
        var spans: [(Int, String)] = []
        var inBlock = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard !inBlock else { continue }
            // Double backticks are DocC symbol links: ``URLQueryItemEncoder``.
            let parts = line.replacingOccurrences(of: "``", with: "`").split(separator: "`", omittingEmptySubsequences: false)
            for (position, part) in parts.enumerated() where position % 2 == 1 {
                spans.append((index + 1, String(part)))
            }
        }
        return spans
    }
}

/// The repository's files, folders and declared Swift names.
struct RepositoryTree {
    /// Paths of files and folders relative to the root, folders ending in `/`.
    var files: [String] = []
    var folders: [String] = []
    var fileNames: Set<String> = []
    var folderNames: Set<String> = []
    /// Every type the Swift sources declare or extend.
    var types: Set<String> = []
    /// For each type, the names (members and nested types) declared in the files that
    /// declare or extend it.
    var namesByType: [String: Set<String>] = [:]
    /// For each type alias (`typealias DateStrategyFormatter = DateFormatter`),
    /// the last component of the type it names, whose members it has.
    var aliasTargets: [String: String] = [:]

    /// Types of the toolchain, Foundation and the peers that the docs name.
    static let externalTypes: Set<String> = [
        // The standard library.
        "Array", "ArraySlice", "Bool", "Character", "Codable", "CodingKey", "CodingUserInfoKey", "Collection",
        "ContiguousArray", "Decodable", "Decoder", "DecodingError", "Dictionary", "Double", "Encodable", "Encoder",
        "EncodingError", "Equatable", "Error", "Float", "Hashable", "Hasher", "InlineArray", "Int", "Int8", "Int16", "Int32",
        "Int64", "KeyedDecodingContainer", "KeyedEncodingContainer", "MutableSpan", "Never", "Optional", "OptionSet",
        "OutputSpan", "RawSpan", "Sendable", "Sequence", "Set", "SingleValueDecodingContainer",
        "SingleValueEncodingContainer", "Span", "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UnkeyedDecodingContainer", "UnkeyedEncodingContainer", "UnsafeBufferPointer", "UTF8Span", "Unmanaged",
        "CaseIterable", "CustomStringConvertible", "ExpressibleByDictionaryLiteral", "Mirror", "RandomAccessCollection",
        "Mutex",
        // Foundation (and swift-foundation's internals that the docs compare with).
        "CharacterSet", "Data", "Date", "DateFormatter", "Decimal", "ISO8601DateFormatter", "Calendar", "NSLock",
        "JSONDecoder", "JSONEncoder", "JSONSerialization", "NSNumber", "TimeZone", "URL", "URLComponents",
        "URLQueryItem", "URLRequest", "JSONDecoderImpl", "XCTSkip", "FoundationEssentials",
        // Vapor, Hummingbird, swift-openapi-runtime, Alamofire, swift-collections, browsers.
        "ContentConfiguration", "ContentDecoder", "ContentEncoder", "URLQueryDecoder", "URLQueryEncoder",
        "URLEncodedFormEncoder", "URLEncodedFormDecoder", "RequestDecoder", "ResponseEncoder", "RequestContext", "URI",
        "HTTPError", "Abort", "ByteBuffer", "Request", "Response", "Application", "Router", "ClientRequest",
        "URIEncoder", "URIDecoder", "Converter", "OrderedDictionary", "URLSearchParams",
        // botocore.
        "SigV4Auth", "QuerySerializer",
        // The C libraries' modules.
        "Darwin", "Glibc", "Musl",
    ]

    /// Words the docs show as example keys or values (key-case tables, `True`), not as names
    /// of code.
    static let exampleWords: Set<String> = [
        "AllCaps", "Base64Data", "ErrorCode", "ErrorDescription", "HTTPSProxy", "HttpsProxy", "MyABBRKey", "MyAbbrKey",
        "MultiAZ", "MyURLProperty", "MyUrlProperty", "NotificationARNs", "SSKey", "TemplateURL", "TemplateUrl", "True", "False",
        "URLValue", "UrlValue", "UserID", "UserId", "UserIds",
    ]

    static func scan() throws -> RepositoryTree {
        var tree = RepositoryTree()
        let root = DocFile.root.standardizedFileURL.path
        let skipped: Set<String> = [".build", ".git", ".swiftpm", "node_modules"]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return tree }
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { skipped.contains(String($0)) || $0.hasPrefix(".build") }) {
                enumerator.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                tree.folders.append(relative + "/")
                tree.folderNames.insert(String(components.last!))
                continue
            }
            tree.files.append(relative)
            tree.fileNames.insert(String(components.last!))
            if relative.hasSuffix(".swift") {
                tree.collectDeclarations(in: try String(contentsOfFile: root + "/" + relative, encoding: .utf8))
            }
        }
        // Package traits are names too (`FoundationFormatters`).
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        for part in manifest.components(separatedBy: ".trait(name: \"").dropFirst() {
            tree.types.insert(String(part.prefix { $0 != "\"" }))
        }
        return tree
    }

    private mutating func collectDeclarations(in source: String) {
        let words = source.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        var fileTypes: Set<String> = []
        var fileNames: Set<String> = ["init"]
        for (index, word) in words.enumerated() where index + 1 < words.count {
            switch word {
            case "struct", "class", "enum", "protocol", "actor", "typealias", "extension", "associatedtype":
                fileTypes.insert(words[index + 1])
                fileNames.insert(words[index + 1])
            case "func", "var", "let", "case":
                fileNames.insert(words[index + 1])
            default:
                break
            }
        }
        // `case a, b, c`: the cases after the first; `typealias A = B.C`: A has C's members.
        for line in source.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let alias = trimmed.firstMatch(of: /typealias (\w+) = ([\w.]+)$/) {
                aliasTargets[String(alias.1)] = alias.2.split(separator: ".").last.map(String.init)
            }
            guard trimmed.hasPrefix("case ") && !trimmed.hasSuffix(":") else { continue }
            for item in trimmed.dropFirst(5).split(separator: ",") {
                let name = item.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { fileNames.insert(String(name)) }
            }
        }
        types.formUnion(fileTypes)
        for type in fileTypes { namesByType[type, default: []].formUnion(fileNames) }
    }

    /// Why `span` names nothing that exists, or nil when it exists or is not a name.
    func problem(with span: String) -> String? {
        let identifier = "[A-Za-z_][A-Za-z0-9_]*"
        // A file: `QueryRenderer.swift`, `Encoding/API/URLQueryItemEncoder+Outputs.swift`, `ARCHITECTURE.md`.
        if span.wholeMatch(#"[A-Za-z0-9_+\-/.]*[A-Za-z0-9_+\-]\.(swift|md|sh|yml|json)"#) {
            return hasFile(endingWith: span) ? nil : "no such file"
        }
        // A folder: `Decoding/Parsing/`, `API/`.
        if span.wholeMatch(#"([A-Za-z0-9_\-.]+/)+"#) && span.first!.isUppercase {
            return hasFolder(endingWith: span) ? nil : "no such folder"
        }
        // A path without extension: a folder (`Encoding/API`) or a file (`Fields/FieldPath`).
        if span.wholeMatch(#"([A-Z][A-Za-z0-9_]*/)+[A-Z][A-Za-z0-9_+]*"#) {
            return hasFolder(endingWith: span + "/") || hasFile(endingWith: span + ".swift") ? nil : "no such file or folder"
        }
        // A file of a type's extensions: `DecodingState+Scalars`, or `+Objects` after its type.
        if span.wholeMatch(#"[A-Z][A-Za-z0-9_]*\+[A-Z][A-Za-z0-9_]*"#) {
            return fileNames.contains(span + ".swift") ? nil : "no such file (\(span).swift)"
        }
        if span.wholeMatch(#"\+[A-Z][A-Za-z0-9_]*"#) {
            return fileNames.contains { $0.hasSuffix(span + ".swift") } ? nil : "no file ends with \(span).swift"
        }
        // A type, then members: `Type`, `Type.member`, `Type.member(_:)`, `Type.Nested.member()`.
        guard span.wholeMatch("[A-Z]\(identifier)(\\.\(identifier))*(\\([A-Za-z_:]*\\))?"),
              span.contains(where: \.isLowercase) else { return nil }
        let path = span.prefix { $0 != "(" }.split(separator: ".").map(String.init)
        if Self.externalTypes.contains(path[0]) || Self.exampleWords.contains(span) { return nil }
        // A module, target or folder named alone: `QueryItemCoderSupport`, `Escaping`, `Benchmarks`.
        if path.count == 1 && folderNames.contains(path[0]) { return nil }
        guard types.contains(path[0]) else { return "no such type" }
        var owner = path[0]
        for component in path.dropFirst() {
            let names = namesByType[owner, default: []].union(aliasTargets[owner].flatMap { namesByType[$0] } ?? [])
            guard names.contains(component) else { return "\(owner) has no member \(component)" }
            owner = component
        }
        return nil
    }

    private func hasFile(endingWith path: String) -> Bool {
        path.contains("/") ? files.contains { $0 == path || $0.hasSuffix("/" + path) } : fileNames.contains(path)
    }

    private func hasFolder(endingWith path: String) -> Bool {
        folders.contains { $0 == path || $0.hasSuffix("/" + path) }
    }
}

private extension String {
    func wholeMatch(_ pattern: String) -> Bool {
        range(of: "^(?:\(pattern))$", options: .regularExpression) != nil
    }
}
