import Testing

@testable import ChartKit

/// Built-in themes, palettes and series styles.
@Suite struct ThemeTests {
    @Test func everyBuiltinColourIsRRGGBB() {
        for builtin in BuiltinTheme.allCases {
            let theme = builtin.theme
            let colors =
                [
                    theme.background, theme.text, theme.axis, theme.grid, theme.reference, theme.annotation,
                    theme.sliceText, theme.secondaryText, theme.leader, theme.outline,
                ] + theme.palette
            #expect(colors.allSatisfy(ThemeColor.isValid), "\(builtin)")
        }
        for name in PaletteName.allCases { #expect(name.colors.allSatisfy(ThemeColor.isValid), "\(name)") }
    }

    @Test func printIsGreyOnly() {
        let theme = Theme.print
        let colors =
            [
                theme.background, theme.text, theme.axis, theme.grid, theme.reference, theme.annotation,
                theme.sliceText, theme.secondaryText, theme.leader, theme.outline,
            ] + theme.palette
        #expect(colors.allSatisfy { ThemeColor.isGrey($0) })
        // Its series differ by dash and marker as well as grey.
        #expect(Set(theme.palette).count == theme.palette.count)
        #expect((0..<4).map { theme.seriesDash($0) }.count == 4)
        #expect(Set((0..<4).map { theme.seriesDash($0).text }).count == 4)
        #expect(Set((0..<4).map { theme.seriesPointType($0) }).count == 4)
    }

    @Test func palettes() {
        #expect(PaletteName.okabeIto.colors == ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442"])
        #expect(PaletteName.tableau10.colors.count == 10)
        #expect(PaletteName(rawValue: "okabe-ito") == .okabeIto)
        // viridis: 8 samples from the dark end to the light end, the ends exact (within 3 per
        // channel of matplotlib's own 8 samples, which come from its 256-entry table).
        #expect(Palette.viridis == ["#440154", "#45327D", "#375B8C", "#277F8D", "#22A186", "#4CC26C", "#A0D938", "#FDE725"])
        #expect(Palette.sampled(["#000000", "#FFFFFF"], count: 3) == ["#000000", "#808080", "#FFFFFF"])
    }

    /// Past the palette, colours start again with the next round's dash pattern and marker.
    @Test func seriesPastThePalette() {
        let light = Theme.light
        #expect((0..<7).allSatisfy { light.seriesDash($0) == .solid && light.seriesPointType($0) == 7 })
        #expect(light.seriesColor(7) == light.seriesColor(0))
        #expect(light.seriesDash(7) == .pattern([2, 4]))
        #expect(light.seriesDash(14) == .pattern([12, 4, 2, 4]))
        #expect(light.seriesDash(21) == .pattern([16, 6]))
        #expect(light.seriesDash(28) == .pattern([12, 3, 2, 3, 2, 3]))
        #expect(light.seriesDash(35) == .pattern([2, 4]))
        #expect(light.seriesPointType(7) == 5)
        #expect(light.distinctLines == 35 && light.distinctMarkers() == 42 && light.distinctFills() == 49)
        #expect((0..<7).allSatisfy { light.seriesFill($0) == .solid } && light.seriesFill(7) == .pattern(4) && light.seriesFill(14) == .pattern(5))
        // Counted in the colours drawn: with two (`--colors a,b`), the third plot is the first's colour in a new shape.
        #expect(light.seriesPointType(2, colors: 2) == 5 && light.seriesFill(2, colors: 2) == .pattern(4) && light.distinctFills(colors: 2) == 14)
        var tableau = Theme.light
        tableau.palette = Palette.tableau10
        #expect(tableau.seriesDash(9) == .solid && tableau.seriesDash(10) == .pattern([2, 4]))
    }

    /// A round skips the style the colour already had, so a theme whose own styles include a
    /// round's (print's markers) never draws two series alike within `distinctCount`.
    @Test func roundsSkipTheSeriesOwnStyle() {
        let base = [7, 5, 9, 13], rounds = Theme.roundPointTypes
        let looks = (0..<40).map { "\($0 % 4) \(SeriesRounds.style($0, colors: 4, base: base, rounds: rounds))" }
        let distinct = SeriesRounds.distinctCount(colors: 4, base: base, rounds: rounds)
        #expect(distinct == 21)
        #expect(Set(looks.prefix(distinct)).count == distinct)
        #expect(Set(looks.prefix(distinct + 1)).count == distinct)
        #expect(SeriesRounds.warning(count: distinct, distinct: distinct, colors: 4, what: "plots", styles: "marker shapes") == nil)
    }

    @Test func dashPatterns() throws {
        #expect(DashPattern.solid.gnuplot == "dt 1")
        #expect(DashPattern.comparison.gnuplot == "dt (8,5)")
        #expect(DashPattern.pattern([2.5, 4]).gnuplot == "dt (2.5,4)")
        #expect(try DashPattern.parse("10 3 2 3").get() == .pattern([10, 3, 2, 3]))
    }

    @Test(arguments: [
        "", " ", "A,B", "x\ny", "tab\there", String(repeating: "a", count: 101),
        "it's `touch x` 100%", "'leading", "a<b", "a&b", "a\"b",
    ])
    func refusedFontNames(_ name: String) {
        #expect(FontName.problem(name) != nil)
    }

    @Test(arguments: ["DejaVu Sans", "Noto Sans CJK JP", "DejaVu Sans:Bold", "Source_Han-Sans 1.0+", "Ubuntu Mono"])
    func acceptedFontNames(_ name: String) {
        #expect(FontName.problem(name) == nil)
    }

    @Test func lightIsNotInThePlanOthersAre() {
        #expect(Theme.light.planMembers.isEmpty)
        #expect(Theme.dark.planMembers.map(\.0) == ["theme"])
        #expect(Theme.light.overriding(palette: .tableau10).planMembers.map(\.0) == ["theme"])
    }
}
