// swift-tools-version:6.0
import PackageDescription

/// `chart`: CSV/JSON → gnuplot → PNG, SVG or PDF line, bar, pie, discrete, histogram and scatter
/// charts, and text charts in a terminal. `ChartKit` does all the work and never prints or exits;
/// the `chart` executable is the thin terminal front end (see README.md and
/// share/doc/chart/ARCHITECTURE.md).
/// Release builds on Linux carry the Swift runtime and FoundationEssentials inside the executable
/// (`-static-stdlib`, compiled and linked): a run then skips loading and lazily binding ~15 shared
/// libraries, which halved chart's own CPU time on a small chart (share/doc/chart/PERFORMANCE.md).
/// Debug builds, and so `swift test`, stay dynamic: XCTest brings its own shared runtime. The
/// flags sit on the executable target only, so ChartKit stays a library other packages can
/// depend on (SwiftPM refuses `unsafeFlags` in a remote dependency); the link is still fully
/// static (checked with `ldd`).
let staticRuntime: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]

let package = Package(
    name: "chart",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "chart", targets: ["chart"]),
        .library(name: "ChartKit", targets: ["ChartKit"]),
        // For the libFuzzer package in Fuzz/ (its targets share FuzzTargets with the corpus replay).
        .library(name: "ChartTestSupport", targets: ["ChartTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Plugin only (`swift package generate-documentation`): builds ChartKit's DocC catalog in
        // scripts/docc; it adds nothing to the binary or to a normal build.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // fork-and-exec with a parent-death signal, which posix_spawn cannot set (ProcessPipeline).
        .target(name: "CProcessSpawn"),
        .target(name: "ChartKit", dependencies: ["CLibPNG", "CProcessSpawn"]),
        .executableTarget(
            name: "chart",
            dependencies: [
                "ChartKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: staticRuntime,
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            // `chart --version` names the commit it was built from (scripts/build-stamp).
            plugins: ["BuildStamp"]
        ),
        .plugin(name: "BuildStamp", capability: .buildTool()),
        .target(name: "ChartTestSupport", dependencies: ["ChartKit", "CLibPNG"]),
        .testTarget(name: "ChartKitTests", dependencies: ["ChartKit", "ChartTestSupport"]),
        .testTarget(name: "ChartCLITests", dependencies: ["chart", "ChartKit", "ChartTestSupport"]),
    ]
)
