// swift-tools-version: 6.2
import PackageDescription

// A Hummingbird app: the `Hummingbird` trait makes the QueryItemCoderHummingbird product
// (and its dependency on Hummingbird) part of the package graph.
let package = Package(
    name: "HummingbirdApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/OWNER/QueryItemCoder.git", from: "0.1.0", traits: ["Hummingbird"]),
    ],
    targets: [
        .executableTarget(name: "HummingbirdApp", dependencies: [
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "QueryItemCoderHummingbird", package: "QueryItemCoder"),
        ]),
    ]
)
