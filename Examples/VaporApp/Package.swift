// swift-tools-version: 6.2
import PackageDescription

// A Vapor app: the `Vapor` trait makes the QueryItemCoderVapor product (and its dependency
// on Vapor) part of the package graph.
let package = Package(
    name: "VaporApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        .package(url: "https://github.com/OWNER/QueryItemCoder.git", from: "0.1.0", traits: ["Vapor"]),
    ],
    targets: [
        .executableTarget(name: "VaporApp", dependencies: [
            .product(name: "Vapor", package: "vapor"),
            .product(name: "QueryItemCoderVapor", package: "QueryItemCoder"),
        ]),
    ]
)
