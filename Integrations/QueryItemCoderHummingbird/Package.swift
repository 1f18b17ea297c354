// swift-tools-version: 6.1
import PackageDescription

// Plugs QueryItemCoder into Hummingbird's request context. A separate package so that the
// core keeps no dependency beyond the Swift toolchain.
let package = Package(
    name: "QueryItemCoderHummingbird",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "QueryItemCoderHummingbird", targets: ["QueryItemCoderHummingbird"]),
    ],
    dependencies: [
        // The identity of a path package is its folder name (this checkout may not be named
        // QueryItemCoder), so the name is given.
        .package(name: "QueryItemCoder", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    ],
    targets: [
        .target(name: "QueryItemCoderHummingbird", dependencies: [
            .product(name: "QueryItemCoder", package: "QueryItemCoder"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
        ]),
        .testTarget(name: "QueryItemCoderHummingbirdTests", dependencies: [
            "QueryItemCoderHummingbird",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
