// swift-tools-version: 6.2
import PackageDescription

// Strict memory safety (SE-0458): every unsafe construct in the libraries and the tool must
// be written as an explicit `unsafe` expression, so the inventory in ARCHITECTURE.md is
// exactly the places the compiler lists.
let safe: [SwiftSetting] = [.strictMemorySafety()]

let package = Package(
    name: "QueryItemCoder",
    // The oldest releases whose Foundation has everything the libraries call; Scripts/
    // check-availability.sh proves it against the toolchain's own availability records.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "QueryItemCoder", targets: ["QueryItemCoder"]),
        .library(name: "QueryItemCoderSupport", targets: ["QueryItemCoderSupport"]),
        // `URLRequest` helpers: on Linux `URLRequest` lives in FoundationNetworking, which
        // links libcurl, so they are a product of their own and the core stays lean.
        .library(name: "QueryItemCoderNetworking", targets: ["QueryItemCoderNetworking"]),
        .executable(name: "query-coder", targets: ["query-coder"]),
    ],
    traits: [
        // The `.formatted(DateFormatter)` date strategies. `DateFormatter` is only in full
        // Foundation, which on Linux links ICU (about 40 MB) and libFoundation; without this
        // trait the libraries import FoundationEssentials alone there. On Apple platforms
        // Foundation is part of the system, so those strategies exist whatever the traits.
        .trait(name: "FoundationFormatters",
               description: "The .formatted(DateFormatter) date strategies on Linux, Windows and Android (links full Foundation)."),
        .default(enabledTraits: []),
    ],
    targets: [
        .target(name: "QueryItemCoderSupport", swiftSettings: safe),
        .target(name: "QueryItemCoder", dependencies: ["QueryItemCoderSupport"], swiftSettings: safe),
        .target(name: "QueryItemCoderNetworking", dependencies: ["QueryItemCoder"], swiftSettings: safe),
        .executableTarget(name: "query-coder", dependencies: ["QueryItemCoder"], swiftSettings: safe),
        .testTarget(name: "QueryItemCoderTests", dependencies: ["QueryItemCoder"]),
        .testTarget(name: "QueryItemCoderSupportTests", dependencies: ["QueryItemCoderSupport"]),
        .testTarget(name: "QueryItemCoderNetworkingTests", dependencies: ["QueryItemCoderNetworking"]),
        // Runs the built `query-coder` executable; the dependency makes `swift test` build it.
        .testTarget(name: "QueryCoderToolTests", dependencies: ["query-coder"]),
    ],
    swiftLanguageModes: [.v6]
)
