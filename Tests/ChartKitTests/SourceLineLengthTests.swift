import Foundation
import Testing

/// No line of Swift is wider than `.swift-format`'s `lineLength`.
///
/// The formatter cannot break a string literal, so a long message passed `scripts/format --check`
/// and the limit in `.swift-format` was only a wish (issue 35 item 8: 94 lines over it). A long
/// message is written as a multi-line literal whose lines end in `\`, which makes the same text.
/// The files below still hold lines over the limit, with how many; the list may only shrink: a
/// listed file that gains a long line, or a new one over the limit, fails here.
@Suite struct SourceLineLengthTests {
    /// Lines over the limit in files other work was changing when the limit was made true
    /// ("path": lines), to be wrapped when their area is next touched.
    static let knownOver: [String: Int] = [
        "Sources/ChartKit/Data/SeriesSplitter.swift": 3,
        "Sources/ChartKit/Gnuplot/AxisChartEmitter.swift": 2,
        "Sources/ChartKit/Gnuplot/BarEmitter.swift": 3,
        "Sources/ChartKit/Gnuplot/DiscreteEmitter.swift": 1,
        "Sources/ChartKit/Gnuplot/FrameCommands.swift": 3,
        "Sources/ChartKit/Gnuplot/HighlightCommands.swift": 1,
        "Sources/ChartKit/Gnuplot/HistEmitter.swift": 3,
        "Sources/ChartKit/Gnuplot/LineEmitter.swift": 2,
        "Sources/ChartKit/Gnuplot/PieEmitter+PageWriter.swift": 7,
        "Sources/ChartKit/Gnuplot/ScatterEmitter.swift": 4,
        "Sources/ChartKit/Gnuplot/ScriptOutputName.swift": 1,
        "Sources/ChartKit/Layout/Axis/ValueAxisLayout.swift": 3,
        "Sources/ChartKit/Layout/Bar/BarLayouter+CategoryNames.swift": 1,
        "Sources/ChartKit/Layout/Bar/BarLayouter+Growth.swift": 2,
        "Sources/ChartKit/Layout/Bar/BarLayouter+ShortBars.swift": 1,
        "Sources/ChartKit/Layout/Bar/BarLayouter+TextRows.swift": 1,
        "Sources/ChartKit/Layout/Bar/BarLayouter.swift": 2,
        "Sources/ChartKit/Layout/Frame/AxisChartLayouter+SecondAxis.swift": 1,
        "Sources/ChartKit/Layout/Frame/AxisChartLayouter.swift": 1,
        "Sources/ChartKit/Layout/Frame/AxisChartPlan+PercentTickLabels.swift": 1,
        "Sources/ChartKit/Layout/Frame/FigureOptions.swift": 2,
        "Sources/ChartKit/Layout/Frame/LegendLayout.swift": 2,  // inside layout(), at the function budget
        "Sources/ChartKit/Layout/Frame/PointContent.swift": 1,
        "Sources/ChartKit/Layout/Frame/StackedLogCheck.swift": 1,
        "Sources/ChartKit/Layout/Hist/HistLayouter.swift": 1,
        "Sources/ChartKit/Layout/Hist/HistOptions.swift": 1,
        "Sources/ChartKit/Layout/Pie/PieLayouter.swift": 1,
        "Sources/ChartKit/Layout/Scatter/ScatterLayouter.swift": 1,
        "Sources/ChartKit/Model/ChartLimits.swift": 3,
        "Sources/ChartKit/Model/DiscreteChartBuilder.swift": 2,
        "Sources/ChartKit/Model/DiscreteChartJSON.swift": 1,
        "Sources/ChartKit/Model/HistChartBuilder.swift": 1,
        "Sources/ChartKit/Model/PieChartBuilder.swift": 1,
        "Sources/ChartKit/Model/SeriesLimit.swift": 3,
        "Sources/ChartKit/Pipeline/ChartPipeline.swift": 2,
        "Sources/chart/AxisFlags.swift": 2,
        "Sources/chart/DiscreteLook.swift": 1,
        "Sources/chart/FigureFlags.swift": 3,
        "Sources/chart/FlagCheck.swift": 1,
        "Sources/chart/FollowFlags.swift": 3,
        "Sources/chart/HistLook.swift": 1,
        "Sources/chart/InputOptions.swift": 2,
        "Sources/chart/OutputFlags.swift": 4,
        "Sources/chart/PageFlags.swift": 3,
        "Sources/chart/PieLook.swift": 1,
        "Sources/chart/ScatterCommand.swift": 2,
        "Sources/chart/SecondAxisFlags.swift": 1,
        "Sources/chart/UsageHint.swift": 1,
        "Sources/chart/WorkTimeout.swift": 1,
        "Tests/ChartCLITests/BarErrorTests.swift": 1,
        "Tests/ChartCLITests/DateColumnCLITests.swift": 1,
        "Tests/ChartCLITests/DecimalCommaCLITests.swift": 1,
        "Tests/ChartCLITests/EarlyGnuplotTests.swift": 1,
        "Tests/ChartCLITests/ExtremeLogCLITests.swift": 2,
        "Tests/ChartCLITests/HistErrorTests.swift": 8,
        "Tests/ChartCLITests/InputBoundsTests.swift": 7,
        "Tests/ChartCLITests/LayoutRulesTests.swift": 3,
        "Tests/ChartCLITests/LineErrorTests.swift": 2,
        "Tests/ChartCLITests/PieErrorTests.swift": 2,
        "Tests/ChartCLITests/SafetyTests.swift": 1,
        "Tests/ChartCLITests/StackedLogRefusalTests.swift": 1,
        "Tests/ChartCLITests/ThemeCLITests.swift": 2,
        "Tests/ChartCLITests/UsageHintTests.swift": 9,
        "Tests/ChartCLITests/WideInputTests.swift": 9,
    ]

    /// The folders and files `scripts/format` formats.
    static let formatted = ["Sources", "Tests", "Plugins", "Fuzz/Sources", "Package.swift", "Fuzz/Package.swift"]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func noLineIsWiderThanTheFormatterLimit() throws {
        let limit = try Self.lineLength()
        var over: [String] = []
        for (path, lines) in try Self.longLines(limit: limit) {
            if let allowed = Self.knownOver[path], lines.count <= allowed { continue }
            over.append("\(path): line \(lines.map(String.init).joined(separator: ", "))")
        }
        #expect(over.isEmpty, "lines over \(limit) columns (wrap them): \(over.sorted().joined(separator: "; "))")
    }

    /// The list names only files that still hold long lines, so it cannot keep an allowance that
    /// a file no longer needs.
    @Test func allowancesAreStillNeeded() throws {
        let long = try Self.longLines(limit: try Self.lineLength())
        let stale = Self.knownOver.filter { path, allowed in (long[path]?.count ?? 0) < allowed }.keys.sorted()
        #expect(stale.isEmpty, "lower or remove these knownOver entries: \(stale.joined(separator: ", "))")
    }

    /// `lineLength` from `.swift-format`, so the test and the formatter cannot disagree.
    static func lineLength() throws -> Int {
        let data = try Data(contentsOf: root.appendingPathComponent(".swift-format"))
        let settings = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return try #require(settings?["lineLength"] as? Int)
    }

    /// Every formatted Swift file's lines wider than `limit` characters: path → line numbers.
    static func longLines(limit: Int) throws -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for file in swiftFiles() {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let long = lines.indices.filter { lines[$0].count > limit }.map { $0 + 1 }
            if !long.isEmpty { result[String(file.path.dropFirst(root.path.count + 1))] = long }
        }
        return result
    }

    static func swiftFiles() -> [URL] {
        formatted.map { root.appendingPathComponent($0) }.flatMap { url -> [URL] in
            guard url.pathExtension != "swift" else { return FileManager.default.fileExists(atPath: url.path) ? [url] : [] }
            let all = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            return all.filter { $0.pathExtension == "swift" && !$0.path.contains("/.build") }
        }
    }
}
