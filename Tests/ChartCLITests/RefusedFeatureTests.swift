import ChartKit
import Foundation
import Testing

/// Through the built binary: every shared flag a kind draws (`ChartKind.draws`) is listed by its
/// `--help` and never refused, and every one it does not draw is refused with exit 64 and the
/// one message shape, `--FLAG does not apply to KIND charts[: reason][; use … instead]`, whether
/// ArgumentParser rejects it as unknown (`RefusedFlags`) or the library refuses it.
@Suite struct RefusedFeatureTests {
    /// Arguments that set `feature` on the kind's sample rows.
    static func arguments(_ feature: AxisFeatures) -> [String] {
        switch feature {
        case .xLabel: ["--x-label", "x"]
        case .yLabel: ["--y-label", "y"]
        case .xFormat: ["--x-format", "number"]
        case .xDateFormat: ["--x-format", "date:%Y"]
        case .yFormat: ["--y-format", "thousands"]
        case .yMin: ["--y-min", "0"]
        case .yMax: ["--y-max", "100"]
        case .yRangePage: ["--y-range", "page"]
        case .yLog: ["--y-log"]
        case .xLog: ["--x-log"]
        case .xLabelEvery: ["--x-label-every", "2"]
        case .grid: ["--grid"]
        case .hlines: ["--hline", "1"]
        case .vlines: ["--vline", "2"]
        case .yAxisRight: ["--y-axis", "right"]
        case .legend: ["--legend", "right"]
        case .y2: ["--y2", "2"]
        case .highlight: ["--highlight", "2"]
        case .pageSize: ["--page-size", "2"]
        case .pageCount: ["--pages", "2"]
        case .pageSelection: ["--page", "1"]
        case .xColumn: ["--x", "1"]
        case .yColumn: ["--y", "2"]
        default: []
        }
    }

    @Test(arguments: ChartKind.allCases) func drawnOrRefused(kind: ChartKind) throws {
        let listed = Set(try FlagUseTests.listedFlags(kind.rawValue))
        for feature in AxisFeatures.all.elements {
            let arguments = Self.arguments(feature)
            #expect(!arguments.isEmpty, "no arguments set \(feature.flag)")
            let result = try CLI.run([kind.rawValue] + arguments + ["--plan"], stdin: kind.sample.rows)
            let stderr = result.stderr
            if kind.draws.contains(feature) {
                #expect(listed.contains(arguments[0]), "chart \(kind) draws \(feature.flag) but --help does not list \(arguments[0])")
                #expect(!stderr.contains("does not apply to \(kind.rawValue) charts"), "\(kind) \(arguments): \(stderr)")
            } else {
                // A listed flag is refused by the library for this value; an unlisted one by
                // `RefusedFlags`, which knows the flag only (`--x-format`, whatever its format).
                let message =
                    listed.contains(arguments[0])
                    ? feature.refusal(in: kind) : (AxisFeatures.member(flag: arguments[0]) ?? feature).refusal(in: kind, typed: arguments[0])
                #expect(result.status == 64, "\(kind) \(arguments): \(stderr)")
                #expect(stderr.hasPrefix("chart: error: \(message)"), "\(kind) \(arguments): \(stderr)")
                // A whole flag is not listed; one whose other values the kind draws is
                // (`--y-range shared`, `--x-format date:`, `--y-axis right` on vertical bars).
                if !feature.flag.contains(" ") && feature != .xFormat {
                    #expect(!listed.contains(arguments[0]), "chart \(kind) lists \(arguments[0]), which it does not draw")
                }
            }
        }
    }

    /// A number format for bar categories was a warning ("ignored"), the chart drawn without it.
    @Test func barCategoriesRefuseANumberFormat() throws {
        #expect(!ChartKind.bar.draws.contains(.xFormat))
        let result = try CLI.run(["bar", "--x-format", "number", "--plan"], stdin: ChartKind.bar.sample.rows)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("chart: error: --x-format does not apply to bar charts: categories are names"), "\(result.stderr)")
    }

    /// `--y-axis right` with `--horizontal` was a warning, the chart drawn without it; it is
    /// refused before any data is read.
    @Test func horizontalBarsRefuseTheRightAxis() throws {
        let result = try CLI.run(["bar", "--horizontal", "--y-axis", "right", "--plan"], stdin: ChartKind.bar.sample.rows)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "chart: error: --y-axis right does not apply to bar charts with --horizontal: the value axis is at the bottom\n")
    }
}
