// swift-tools-version: 6.1
import PackageDescription

// Plugs QueryItemCoder into Vapor's `ContentConfiguration`. A separate package so that the
// core keeps no dependency beyond the Swift toolchain.
let package = Package(
    name: "QueryItemCoderVapor",
    platforms: [.macOS(.v10_15)],
    products: [
        .library(name: "QueryItemCoderVapor", targets: ["QueryItemCoderVapor"]),
    ],
    dependencies: [
        // The identity of a path package is its folder name (this checkout may not be named
        // QueryItemCoder), so the name is given.
        .package(name: "QueryItemCoder", path: "../.."),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
    ],
    targets: [
        .target(name: "QueryItemCoderVapor", dependencies: [
            .product(name: "QueryItemCoder", package: "QueryItemCoder"),
            .product(name: "Vapor", package: "vapor"),
        ]),
        .testTarget(name: "QueryItemCoderVaporTests", dependencies: [
            "QueryItemCoderVapor",
            .product(name: "XCTVapor", package: "vapor"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
