// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for `chart` (run them with scripts/fuzz). A separate package so the root
/// package's own `swift build` / `swift test` never see sanitizer flags. The bodies live in
/// ChartTestSupport's `FuzzTargets`, which the normal suite uses to replay the corpus.
/// Build: `swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library`.
let package = Package(
    name: "ChartFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "chart", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(name: "FuzzCSV", dependencies: ["FuzzDriver", .product(name: "ChartTestSupport", package: "chart")]),
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzDriver", .product(name: "ChartTestSupport", package: "chart")]),
        .executableTarget(name: "FuzzNDJSON", dependencies: ["FuzzDriver", .product(name: "ChartTestSupport", package: "chart")]),
        .executableTarget(name: "FuzzProgram", dependencies: ["FuzzDriver", .product(name: "ChartTestSupport", package: "chart")]),
        // Renders through real gnuplot (about 25 inputs a second): the SVG/PDF text path of issue 23.
        .executableTarget(name: "FuzzSVGText", dependencies: ["FuzzDriver", .product(name: "ChartTestSupport", package: "chart")]),
    ]
)
