import Testing

@testable import ChartKit

/// A text scatter draws every series with the same kind of mark (issue 33 item 8): a group of
/// 300 points was braille specks beside full-cell glyphs for groups of 4, so the biggest group
/// looked faintest.
@Suite struct ScatterTextMarksTests {
    /// 300 points of "big" and 4 each of "small" and "tiny" (their other cells empty).
    static let csv: String = {
        var lines = ["x,big,small,tiny"]
        for row in 0..<300 {
            let x = Double(row) / 3
            let small = row % 75 == 0 ? String(50 + row / 10) : ""
            let tiny = row % 75 == 37 ? String(10 + row / 20) : ""
            lines.append("\(x),\(Int(x * 7) % 97),\(small),\(tiny)")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    static func text(colors: TextColors) throws -> [String] {
        let figure = FigureOptions(width: 60 * TextChart.cellPixels.width, height: 20 * TextChart.cellPixels.height, format: .text)
        let recipe = ScatterRecipe(x: nil, y: [], figure: figure, paging: PagingOptions(output: "-"))
        let plan = try ChartPipeline().plan(for: ChartRequest(recipe, input: .bytes(Array(csv.utf8), name: "s.csv")))
        let page = try TextChart(columns: 60, rows: 20, colors: colors).pages(for: plan).joined()
        return page.split(separator: "\n").map(String.init)
    }

    /// The plot's cells: right of the value axis, above the bottom axis.
    static func plot(_ lines: [String]) -> String {
        let bottom = lines.firstIndex { $0.contains("└") } ?? lines.count
        return lines[..<bottom].compactMap { line in line.firstIndex { "┤│".contains($0) }.map { String(line[line.index(after: $0)...]) } }.joined()
    }

    static let glyphs = Set(TextChart.markers)
    static func isBraille(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x2801...0x28FF).contains($0.value) }
    }

    /// In colour, more points than columns: every series is braille dots, the legend's symbols too.
    @Test func inColourEverySeriesIsDots() throws {
        let lines = try Self.text(colors: .trueColor)
        let plot = Self.plot(lines.map(Self.plain))
        #expect(!plot.contains { Self.glyphs.contains($0) }, "a glyph among dots:\n\(lines.map(Self.plain).joined(separator: "\n"))")
        #expect(plot.contains { Self.isBraille($0) })
        let legend = Self.plain(lines[0])
        #expect(legend.filter { $0 == ScatterPlanMarks.dotSymbol }.count == 3, "\(legend)")
    }

    /// Without colour, dots could not tell the series apart: every series is its marker, and
    /// each series' marker is on the plot.
    @Test func withoutColourEverySeriesIsItsMarker() throws {
        let lines = try Self.text(colors: .none)
        let plot = Self.plot(lines)
        #expect(!plot.contains { Self.isBraille($0) }, "dots among glyphs:\n\(lines.joined(separator: "\n"))")
        for index in 0..<3 { #expect(plot.contains(TextChart.marker(index)), "series \(index) has no marker on the plot") }
    }

    @Test(arguments: [
        ([300, 4, 4], 50, true, false), ([40, 4], 50, true, true), ([300, 4, 4], 50, false, true), ([300], 50, false, false),
        ([300, 0], 50, false, false),
    ])
    func markKind(counts: [Int], columns: Int, colored: Bool, markers: Bool) {
        #expect(ScatterPlanMarks.markersFor(counts: counts, plotColumns: columns, colored: colored) == markers)
    }

    @Test func smallGroupsAreDrawnLast() {
        #expect(ScatterPlanMarks.drawingOrder([4, 300, 4, 20]) == [1, 3, 0, 2])
    }

    /// `text` without colour escapes.
    static func plain(_ text: String) -> String {
        var out = ""
        var escape = false
        for character in text {
            if character == "\u{1B}" { escape = true; continue }
            if escape { if character.isLetter { escape = false }; continue }
            out.append(character)
        }
        return out
    }
}
