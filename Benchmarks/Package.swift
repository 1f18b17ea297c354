// swift-tools-version: 6.1
import PackageDescription

// The benchmarks of QueryItemCoder against its peers. Kept out of CI: the first release
// build compiles Vapor (15 to 25 minutes on 2 cores).
//
//     swift run -c release --package-path Benchmarks query-coder-bench
//
// Our coders' rows are compiled in by these flags, so the package still builds while a
// part of the library is being written.
let libraryParts: [String] = ["WITH_QUERY_ENCODER", "WITH_QUERY_DECODER", "WITH_SUPPORT"]

let usesLibrary = !libraryParts.isEmpty
let libraryProducts: [Target.Dependency] = usesLibrary ? [
    .product(name: "QueryItemCoder", package: "QueryItemCoder"),
    .product(name: "QueryItemCoderSupport", package: "QueryItemCoder"),
] : []
let flags: [SwiftSetting] = libraryParts.map { .define($0) }

let package = Package(
    name: "QueryItemCoderBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.7.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    ] + (usesLibrary ? [.package(name: "QueryItemCoder", path: "..")] : []),
    targets: [
        // Counts heap allocations by interposing malloc (Linux, glibc).
        .target(name: "MallocCounter"),
        // The models and the hand-written baseline (string appends, a hand parser).
        .target(name: "BenchModels"),
        // Every peer, interleaved round by round; prints markdown.
        .executableTarget(
            name: "query-coder-bench",
            dependencies: [
                "BenchModels",
                "MallocCounter",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ] + libraryProducts,
            swiftSettings: flags
        ),
        // Our encoder or decoder alone on one model, N times: for valgrind --tool=callgrind.
        .executableTarget(
            name: "query-coder-profile",
            dependencies: ["BenchModels"] + libraryProducts,
            swiftSettings: flags
        ),
    ],
    swiftLanguageModes: [.v6]
)
