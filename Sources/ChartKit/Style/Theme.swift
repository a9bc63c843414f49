/// How a chart looks, apart from its data and layout: colours, series styles, font.
///
/// Every colour is `#RRGGBB` (checked when a theme is read from a file, or a flag), so a colour
/// never carries text into a program; the font name reaches gnuplot only through
/// `GnuplotString`. Emitters read the theme from `FigureOptions.theme`; the layout uses only
/// `fontSize` (on `FigureOptions`) and, for `chart line`, `lineWidth` (on `LineOptions`), which
/// take the theme's values unless a flag says otherwise.
///
/// Text is measured as DejaVu Sans (`TextMetrics`) whatever `font` says: margins, wrapping and
/// legend rows are computed for DejaVu Sans, so a much wider font may crowd its labels.
package struct Theme: Sendable, Equatable {
    /// `light`, `dark`, `print`, or the path of the theme file it was read from.
    package var name: String
    /// The image background; also the lines between pie slices and a donut's hole.
    package var background: String
    /// Titles, tick labels, axis titles and legend texts.
    package var text: String
    /// Axis lines and tick marks, a bar chart's baseline, the `--highlight` marker.
    package var axis: String
    /// `--grid` lines.
    package var grid: String
    /// `--hline` and `--vline` reference lines.
    package var reference: String
    /// Texts chart writes on the plot: bar values beyond their bars, the `--highlight` heading.
    package var annotation: String
    /// Pie labels beside the pie and a donut's centre title.
    package var sliceText: String
    /// A donut's centre text (under its title).
    package var secondaryText: String
    /// Leader lines from pie slices to their outside labels.
    package var leader: String
    /// The outline of a `--percent` pie's unfilled rest.
    package var outline: String
    /// Series colours in order (`--colors` replaces them for bars, pies and discrete plots).
    package var palette: [String]
    /// Dash pattern of each line series while the palette lasts (cycled); `--dashed` series use
    /// `DashPattern.comparison` instead.
    package var dashes: [DashPattern]
    /// gnuplot point type of each series' markers while the palette lasts (cycled): `chart line
    /// --points` and `chart discrete`.
    package var pointTypes: [Int]
    /// The stops of a sequential palette (`viridis`), nil for a categorical one: a chart of n
    /// series then takes n colours spread over the whole ramp (`spread(over:)`), not its first n
    /// steps, which for 3 series were 3 adjacent dark purples.
    package var sequentialStops: [String]?
    /// Fill of each bar series and pie slice while the palette lasts (cycled): solid, or a
    /// hatch pattern (the print theme's greys print alike, so its bars are hatched).
    package var fills: [FillPattern]
    /// Font family, as fontconfig names it.
    package var font: String
    /// Font size in points, unless `--font-size` says otherwise.
    package var fontSize: Double
    /// Line width of `chart line` series, unless `--line-width` says otherwise.
    package var lineWidth: Double
    /// Each series' place in a larger set of series whose styles it takes (nil: its own index):
    /// a `--facet` panel holds some of the image's series, and each keeps the colour, dash and
    /// marker it has in every other panel and in the one legend.
    package var seriesSlots: [Int]?

    package init(
        name: String, background: String, text: String, axis: String, grid: String, reference: String,
        annotation: String, sliceText: String, secondaryText: String, leader: String, outline: String,
        palette: [String], dashes: [DashPattern], pointTypes: [Int], font: String, fontSize: Double, lineWidth: Double,
        fills: [FillPattern] = [.solid], sequentialStops: [String]? = nil
    ) {
        self.name = name
        self.background = background
        self.text = text
        self.axis = axis
        self.grid = grid
        self.reference = reference
        self.annotation = annotation
        self.sliceText = sliceText
        self.secondaryText = secondaryText
        self.leader = leader
        self.outline = outline
        self.palette = palette
        self.dashes = dashes
        self.pointTypes = pointTypes
        self.fills = fills.isEmpty ? [.solid] : fills
        self.sequentialStops = sequentialStops
        self.font = font
        self.fontSize = fontSize
        self.lineWidth = lineWidth
    }

    /// Font sizes accepted (points), as for `--font-size`.
    package static let fontSizes: ClosedRange<Double> = 4...72
    /// Line widths accepted, as for `--line-width` (above 0).
    package static let maximumLineWidth = 50.0
    /// gnuplot point types accepted (the distinct markers of the cairo terminals).
    package static let pointTypeRange: ClosedRange<Int> = 1...15
    /// Marker shapes for the rounds past the palette: square, triangle, diamond, then the
    /// downward triangle and the pentagon (all filled), each round skipping the series' own shape.
    package static let roundPointTypes = [5, 9, 13, 11, 15]

    /// Series `index`'s colour: the palette, from the start again after its end.
    package func seriesColor(_ index: Int) -> String {
        Palette.color(seriesSlot(index), in: palette)
    }

    /// Series `index`'s place among the series whose styles it takes (`seriesSlots`).
    package func seriesSlot(_ index: Int) -> Int {
        guard let slots = seriesSlots, slots.indices.contains(index) else { return index }
        return slots[index]
    }

    /// Series `index`'s dash pattern: `dashes` (cycled) while the palette lasts; once colours
    /// come round again, each round of the palette takes the next of `DashPattern.rounds`, so
    /// series 1 and 8 of a 7-colour palette share a colour but not a line style.
    package func seriesDash(_ index: Int) -> DashPattern {
        SeriesRounds.style(seriesSlot(index), colors: palette.count, base: dashes, rounds: DashPattern.rounds)
    }

    /// Series `index`'s marker (gnuplot `pt`) among `colors` colours (the palette unless
    /// `--colors` gave others): `pointTypes` (cycled) while the colours last, then one of
    /// `roundPointTypes` per further round, as for dashes.
    package func seriesPointType(_ index: Int, colors: Int? = nil) -> Int {
        SeriesRounds.style(seriesSlot(index), colors: colors ?? palette.count, base: pointTypes, rounds: Self.roundPointTypes)
    }

    /// Series `index`'s fill among `colors` colours (the palette unless `--colors` gave
    /// others): `fills` (cycled) while the colours last, then one of `FillPattern.rounds` per
    /// further round, so bars and slices that share a colour are hatched differently.
    package func seriesFill(_ index: Int, colors: Int? = nil) -> FillPattern {
        SeriesRounds.style(seriesSlot(index), colors: colors ?? palette.count, base: fills, rounds: FillPattern.rounds)
    }

    /// How many line series from the first differ in colour or dash pattern.
    package var distinctLines: Int {
        SeriesRounds.distinctCount(colors: palette.count, base: dashes, rounds: DashPattern.rounds)
    }

    /// How many bar series or pie slices from the first differ in colour or fill, among `colors` colours.
    package func distinctFills(colors: Int? = nil) -> Int {
        SeriesRounds.distinctCount(colors: colors ?? palette.count, base: fills, rounds: FillPattern.rounds)
    }

    /// How many discrete plots from the first differ in colour or marker, among `colors` colours.
    package func distinctMarkers(colors: Int? = nil) -> Int {
        SeriesRounds.distinctCount(colors: colors ?? palette.count, base: pointTypes, rounds: Self.roundPointTypes)
    }

    /// ` textcolor rgb '#RRGGBB'` for texts in `text`, or nothing when `text` is black,
    /// gnuplot's own default (so the light theme's programs are the same as before themes).
    package var textColorClause: String {
        ThemeColor.isBlack(text) ? "" : " textcolor rgb '\(text)'"
    }

    /// The theme for a chart of `count` series: with a sequential palette, `count` colours (2 to
    /// the palette's length) evenly spaced from one end of the ramp to the other, so 3 series are
    /// dark, middle and light; otherwise (or for 1 series, or more than the palette holds) as is.
    package func spread(over count: Int) -> Theme {
        let count = max(count, (seriesSlots?.max() ?? -1) + 1)
        guard let stops = sequentialStops, stops.count >= 2, count >= 2, count < palette.count else { return self }
        var theme = self
        theme.palette = Palette.sampled(stops, count: count)
        return theme
    }

    /// The same theme with `--palette` and `--font` applied on top (nil leaves a value alone).
    /// `--font-size` and `--line-width` are not theme values but the figure's and the line
    /// chart's (`FigureOptions.fontSize`, `LineOptions.lineWidth`), which default to the theme's.
    package func overriding(palette name: PaletteName? = nil, font: String? = nil) -> Theme {
        var theme = self
        if let name {
            theme.palette = name.colors
            theme.sequentialStops = name.sequentialStops
        }
        if let font { theme.font = font }
        return theme
    }
}
