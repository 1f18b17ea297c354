// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "QueryItemCoder",
    products: [
        .library(name: "QueryItemCoder", targets: ["QueryItemCoder"]),
        .library(name: "QueryItemCoderSupport", targets: ["QueryItemCoderSupport"]),
        .executable(name: "query-coder", targets: ["query-coder"]),
    ],
    targets: [
        .target(name: "QueryItemCoderSupport"),
        .target(name: "QueryItemCoder", dependencies: ["QueryItemCoderSupport"]),
        .executableTarget(name: "query-coder", dependencies: ["QueryItemCoder"]),
        .testTarget(name: "QueryItemCoderTests", dependencies: ["QueryItemCoder"]),
        .testTarget(name: "QueryItemCoderSupportTests", dependencies: ["QueryItemCoderSupport"]),
        // Runs the built `query-coder` executable; the dependency makes `swift test` build it.
        .testTarget(name: "QueryCoderToolTests", dependencies: ["query-coder"]),
    ],
    swiftLanguageModes: [.v6]
)
