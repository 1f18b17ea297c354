// swift-tools-version: 6.2
import PackageDescription

// Strict memory safety (SE-0458): every unsafe construct in the libraries and the tool must
// be written as an explicit `unsafe` expression, so the inventory in ARCHITECTURE.md is
// exactly the places the compiler lists.
let safe: [SwiftSetting] = [.strictMemorySafety()]

let package = Package(
    name: "QueryItemCoder",
    // Scripts/check-availability.sh proves the libraries call nothing newer, against the
    // toolchain's own availability records. The libraries alone would build for macOS 10.15,
    // iOS 13 and tvOS 13; macOS 11, iOS 15 and tvOS 15 are Hummingbird 2's floor, and SwiftPM
    // refuses a target whose platform is older than a product it depends on (checked per
    // package, not per trait), so a lower floor here would make the Hummingbird product
    // unbuildable on Apple platforms.
    platforms: [.macOS(.v11), .iOS(.v15), .tvOS(.v15), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "QueryItemCoder", targets: ["QueryItemCoder"]),
        .library(name: "QueryItemCoderSupport", targets: ["QueryItemCoderSupport"]),
        // `URLRequest` helpers: on Linux `URLRequest` lives in FoundationNetworking, which
        // links libcurl, so they are a product of their own and the core stays lean.
        .library(name: "QueryItemCoderNetworking", targets: ["QueryItemCoderNetworking"]),
        // The framework integrations. Each is a product of this package so that an app adds
        // it by this repository's URL; its framework is a dependency only under its trait, so
        // an app that enables neither trait resolves, fetches and builds no other package.
        .library(name: "QueryItemCoderVapor", targets: ["QueryItemCoderVapor"]),
        .library(name: "QueryItemCoderHummingbird", targets: ["QueryItemCoderHummingbird"]),
        .executable(name: "query-coder", targets: ["query-coder"]),
    ],
    traits: [
        // The `.formatted(DateFormatter)` date strategies. `DateFormatter` is only in full
        // Foundation, which on Linux links ICU (about 40 MB) and libFoundation; without this
        // trait the libraries import FoundationEssentials alone there. On Apple platforms
        // Foundation is part of the system, so those strategies exist whatever the traits.
        .trait(name: "FoundationFormatters",
               description: "The .formatted(DateFormatter) date strategies on Linux (links full Foundation there)."),
        .trait(name: "Vapor",
               description: "The QueryItemCoderVapor product: the coders as Vapor's query and form content coders (depends on vapor)."),
        .trait(name: "Hummingbird",
               description: "The QueryItemCoderHummingbird product: the coders as Hummingbird's request decoder and response encoder (depends on hummingbird)."),
        .default(enabledTraits: []),
    ],
    // Resolved only when their trait is enabled (SE-0450): without it SwiftPM leaves them out
    // of resolution altogether (Scripts/check-apps.sh proves it on a core-only app).
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    ],
    targets: [
        .target(name: "QueryItemCoderSupport", swiftSettings: safe),
        .target(name: "QueryItemCoder", dependencies: ["QueryItemCoderSupport"], swiftSettings: safe),
        .target(name: "QueryItemCoderNetworking", dependencies: ["QueryItemCoder"], swiftSettings: safe),
        // Without their trait these two compile to empty modules (their files are inside
        // `#if Vapor` / `#if Hummingbird`).
        .target(name: "QueryItemCoderVapor", dependencies: [
            "QueryItemCoder",
            .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
        ]),
        .target(name: "QueryItemCoderHummingbird", dependencies: [
            "QueryItemCoder",
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
        ]),
        .executableTarget(name: "query-coder", dependencies: ["QueryItemCoder"], swiftSettings: safe),
        .testTarget(name: "QueryItemCoderTests", dependencies: ["QueryItemCoder"]),
        .testTarget(name: "QueryItemCoderSupportTests", dependencies: ["QueryItemCoderSupport"]),
        .testTarget(name: "QueryItemCoderNetworkingTests", dependencies: ["QueryItemCoderNetworking"]),
        // Runs the built `query-coder` executable; the dependency makes `swift test` build it.
        .testTarget(name: "QueryCoderToolTests", dependencies: ["query-coder"]),
        // Real servers on 127.0.0.1; run with `swift test --traits Vapor,Hummingbird`.
        .testTarget(name: "QueryItemCoderVaporTests", dependencies: [
            "QueryItemCoderVapor",
            .product(name: "XCTVapor", package: "vapor", condition: .when(traits: ["Vapor"])),
        ]),
        .testTarget(name: "QueryItemCoderHummingbirdTests", dependencies: [
            "QueryItemCoderHummingbird",
            .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
