// swift-tools-version: 6.2
import PackageDescription

// An app that uses the core library alone: it resolves, fetches and builds no package but
// QueryItemCoder (Scripts/check-apps.sh checks that its .build/checkouts holds nothing else).
let package = Package(
    name: "CoreApp",
    dependencies: [
        .package(url: "https://github.com/OWNER/QueryItemCoder.git", from: "0.1.0"),
    ],
    targets: [
        .executableTarget(name: "CoreApp", dependencies: [
            .product(name: "QueryItemCoder", package: "QueryItemCoder"),
        ]),
    ]
)
