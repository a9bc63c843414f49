// swift-tools-version:6.0
// A program that uses ChartKit as a library (see its DocC catalog, "Getting started"): it
// depends on this checkout by path; a project elsewhere names the repository's URL instead.
// Built and run by scripts/test-library.
import PackageDescription

let package = Package(
    name: "sales-chart",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "chart", path: "../../..")],
    targets: [
        .executableTarget(name: "sales-chart", dependencies: [.product(name: "ChartKit", package: "chart")]),
    ]
)
