import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `--facet` with `--series`: one colour per series over the whole image and one legend of every
/// series, as ggplot and Vega-Lite draw it, whichever series a panel happens to hold.
@Suite struct FacetSeriesColourTests {
    /// Panel P1 lacks "b", P2 has "a", "b", "c" (in that order), P3 only "b"; over the whole input
    /// the series first appear as a, c, b. Each series is a flat line at its own value.
    static let rows = """
        panel,s,x,v
        P1,a,1,2
        P1,a,3,2
        P1,c,1,5
        P1,c,3,5
        P2,a,1,2
        P2,a,3,2
        P2,b,1,8
        P2,b,3,8
        P2,c,1,5
        P2,c,3,5
        P3,b,1,8
        P3,b,3,8

        """
    static let arguments = ["--facet", "panel", "--series", "s", "--x", "x", "--y", "v", "--y-min", "0", "--y-max", "10"]
    /// Each series' value and colour: its place in the whole input's order in the palette.
    static let series: [(name: String, value: Double, color: String)] = [
        ("a", 2, Palette.okabeIto[0]), ("c", 5, Palette.okabeIto[1]), ("b", 8, Palette.okabeIto[2]),
    ]

    /// Each series' line has its whole-image colour in every panel that holds it.
    @Test func seriesKeepOneColourInEveryPanel() throws {
        let (image, panels, _) = try FacetRenderingTests.render("line", Self.arguments, data: Self.rows)
        #expect(panels.map(\.name) == ["P1", "P2", "P3"])
        let holds = ["P1": ["a", "c"], "P2": ["a", "b", "c"], "P3": ["b"]]
        for panel in panels {
            let geometry = try panel.geometry
            for entry in Self.series where holds[panel.name]!.contains(entry.name) {
                let (x, y) = geometry.pixel(2, entry.value)
                let hit = (y - 2...y + 2).contains { image[x, $0].isNear(hex: entry.color, tolerance: 40) }
                #expect(hit, "\(panel.name): series \(entry.name) at row \(y) is \(image[x, y]), not \(entry.color)")
            }
        }
    }

    /// Each kind that takes `--facet`, the flags that split the rows above into series "s" (and
    /// draw opaque samples), and the order its legend lists them: the whole input's, a stack's
    /// top first.
    static let legendKinds: [(kind: ChartKind, flags: [String], order: [String])] = [
        (.line, ["--x", "x", "--y", "v"], ["a", "c", "b"]),
        (.area, ["--x", "x", "--y", "v", "--stacked"], ["b", "c", "a"]),
        (.scatter, ["--x", "x", "--y", "v"], ["a", "c", "b"]),
        (.bar, ["--x", "x", "--y", "v"], ["a", "c", "b"]),
        (.hist, ["--y", "v", "--stacked"], ["a", "c", "b"]),
        (.discrete, ["--x", "x", "--y", "v"], ["a", "c", "b"]),
        (.box, ["--x", "x", "--y", "v"], ["a", "c", "b"]),
    ]

    /// The legend lists every series of every panel once, in the legend order of the whole
    /// input, even though the first panel (which otherwise draws it) lacks "b": in `--plan`,
    /// in the program's own legend (`keyentry`s after the panels), and in the PNG, each
    /// series' colour in the band above the panels. It used to list P1's series only.
    @Test func oneLegendListsEverySeries() throws {
        #expect(Set(Self.legendKinds.map(\.kind)) == Set(ChartKind.all(.facets)), "a kind that takes --facet without a legend case")
        for (kind, flags, order) in Self.legendKinds {
            let arguments = ["--facet", "panel", "--series", "s"] + flags
            let dir = try TemporaryDirectory.make()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let script = try CLI.run([kind.rawValue] + arguments + ["-o", "f.png", "--emit-script"], stdin: Self.rows, in: dir)
            #expect(script.status == 0, "\(kind): \(script.stderr)")
            #expect(!script.stderr.contains("legend"), "\(kind): \(script.stderr)")
            let program = String(decoding: script.stdout, as: UTF8.self)
            let legend = program.components(separatedBy: "# the legend: every series of the chart\n").dropFirst().first ?? ""
            let titles = legend.components(separatedBy: " title '").dropFirst().map { String($0.prefix { $0 != "'" }) }
            #expect(titles == order, "\(kind) legend entries: \(titles)")
            let (image, panels, plan) = try FacetRenderingTests.render(kind.rawValue, arguments, data: Self.rows)
            #expect(plan["legend"] as? [String] == order, "\(kind) --plan legend: \(plan["legend"] ?? "none")")
            let band = try #require(panels.map(\.top).min())
            for entry in Self.series {
                let swatch = (0..<band).contains { y in (0..<image.width).contains { image[$0, y].isNear(hex: entry.color, tolerance: 20) } }
                #expect(swatch, "\(kind): no legend swatch of \(entry.name) (\(entry.color))")
            }
        }
    }

    /// A scatter series keeps its marker shape in every panel, the shape its legend entry shows
    /// (P2 holds its series in the order a, b, c; over the whole input they are a, c, b): every
    /// panel's markers in a series' colour have the point type of that colour's legend entry.
    @Test func scatterMarkersFollowTheSeriesAcrossPanels() throws {
        let result = try CLI.run(["scatter"] + Self.arguments + ["-o", "f.png", "--emit-script"], stdin: Self.rows)
        #expect(result.status == 0, "\(result.stderr)")
        let program = String(decoding: result.stdout, as: UTF8.self)
        let parts = program.components(separatedBy: "# the legend: every series of the chart\n")
        try #require(parts.count == 2)
        let shapes = { (text: String) -> [String: Set<String>] in
            let matches = text.matches(of: /with points pt (\d+) ps [0-9.]+ lc rgb '(#[0-9A-F]+)'/)
            return Dictionary(grouping: matches, by: { String($0.output.2) }).mapValues { Set($0.map { String($0.output.1) }) }
        }
        let (panels, legend) = (shapes(parts[0]), shapes(parts[1]))
        #expect(legend.count == 3 && legend.values.allSatisfy { $0.count == 1 }, "\(legend)")
        for (color, types) in panels { #expect(types == legend[color], "markers in \(color): \(types), legend \(legend[color] ?? [])") }
    }

    /// Twelve series: the one legend is laid out for the whole image as the chart without
    /// `--facet` lays out its own (there: on the right, since on top it would take more than two
    /// rows), and the grid leaves it that room, so every series' colour is drawn beside the panels.
    @Test func manySeriesLegendMovesAsTheChartWithoutFacets() throws {
        var rows = "panel,s,x,v\n"
        for series in 0..<12 {
            for panel in ["P1", "P2"] where panel == "P2" || series % 2 == 1 {
                rows += "\(panel),series \(series),1,\(series)\n\(panel),series \(series),3,\(series)\n"
            }
        }
        let flags = ["--series", "s", "--x", "x", "--y", "v", "--size", "800x500"]
        let panel = rows.split(separator: "\n").filter { !$0.hasPrefix("P1") }.joined(separator: "\n") + "\n"
        let whole = try CLI.plan(["line"] + flags + ["-o", "w.png"], stdin: panel)
        let position = try #require((whole["legend"] as? [String: Any])?["position"] as? String)
        #expect(position == "right")
        let (image, panels, plan) = try FacetRenderingTests.render("line", flags + ["--facet", "panel"], data: rows)
        #expect((plan["legend"] as? [String])?.count == 12)
        let right = try #require(panels.map(\.right).max())
        let colors = Set((0..<12).map { Palette.okabeIto[$0 % Palette.okabeIto.count] })
        for color in colors {
            let swatch = (0..<image.height).contains { y in (right + 1..<image.width).contains { image[$0, y].isNear(hex: color, tolerance: 20) } }
            #expect(swatch, "no legend swatch of \(color) right of the panels (\(right))")
        }
    }

    /// A faceted text chart draws the one legend above its stacked panels: every series once,
    /// in the whole input's order, each in the colour its panels draw it in (P3 draws only "b").
    @Test func textChartHasOneLegend() throws {
        let result = try CLI.run(["line"] + Self.arguments + ["--format-out", "text", "--size", "60x36", "--color", "always"], stdin: Self.rows)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let plain = lines.map { $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        let first = try #require(plain.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "P1" })
        let legend = plain[..<first].joined(separator: " ")
        let places = ["a", "c", "b"].map { name in legend.range(of: " \(name)")?.lowerBound }
        #expect(places.allSatisfy { $0 != nil } && places == places.sorted { $0! < $1! }, "legend above the panels: \(legend)")
        let codes = { (text: String) in Set(text.components(separatedBy: "\u{1B}[38;5;").dropFirst().map { String($0.prefix { $0 != "m" }) }) }
        let p3 = try #require(plain.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "P3" })
        #expect(codes(lines[..<first].joined()).count == 3, "three colours in the legend")
        #expect(codes(lines[p3...].joined()).isSubset(of: codes(lines[..<first].joined())), "b's colour in P3 is in the legend")
    }

    /// A text chart marks a series with the symbol its legend entry shows in every panel: P2
    /// holds a, b, c in that order, yet its "b" (the top line, at 8) has the legend's "b" symbol,
    /// not the second marker.
    @Test func textChartMarksFollowTheLegend() throws {
        let result = try CLI.run(["line"] + Self.arguments + ["--format-out", "text", "--size", "60x36"], stdin: Self.rows)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        let first = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "P1" })
        let legend = lines[..<first].joined(separator: " ").split(separator: " ").map(String.init)
        let symbols = Dictionary(uniqueKeysWithValues: zip(legend.dropLast(), legend.dropFirst()).map { ($1, $0) })
        let titled = { (name: String) in lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == name } }
        let (p2, p3) = (try #require(titled("P2")), try #require(titled("P3")))
        let markers = ["●", "■", "▲"]
        let top = try #require(lines[p2..<p3].first { line in markers.contains { line.contains($0) } })
        let b = try #require(symbols["b"])
        #expect(top.contains(b), "P2's b line \(top) lacks the legend's symbol \(b) (legend: \(legend))")
    }

    /// A text chart gives a series the same colour in every stacked panel: P3's one series ("b")
    /// has none of P1's colours ("a", "c") and one of P2's.
    @Test func textChartKeepsOneColourPerSeries() throws {
        let result = try CLI.run(["line"] + Self.arguments + ["--format-out", "text", "--size", "60x36", "--color", "always"], stdin: Self.rows)
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let starts = ["P1", "P2", "P3"].compactMap { name in lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == name } }
        try #require(starts.count == 3, "\(text)")
        let codes = starts.indices.map { index in
            let block = lines[starts[index]..<(index + 1 < starts.count ? starts[index + 1] : lines.count)].joined(separator: "\n")
            return Set(block.components(separatedBy: "\u{1B}[38;5;").dropFirst().map { String($0.prefix { $0 != "m" }) })
        }
        #expect(codes[2].count == 1, "P3 draws one series: \(codes[2])")
        #expect(codes[0].isDisjoint(with: codes[2]), "P3's series b takes a colour of P1's a or c: \(codes)")
        #expect(codes[2].isSubset(of: codes[1]), "b differs between P2 and P3: \(codes)")
    }
}
