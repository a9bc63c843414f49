import ArgumentParser
import ChartKit

/// Image size, title and style (theme, font); shared by every chart command. The axis titles are
/// `AxisFlags` (a pie has no axes) and the series colours `PaletteFlag` (a heatmap has no series).
struct FigureFlags: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            """
            Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px); for \
            text charts, columns x rows (default on a terminal: its width x its rows less 2, at least 12, for the command line and the prompt; else \
            80x24).
            """,
            valueName: "WxH"),
        transform: { ParsedFlag($0, FigureOptions.parseSize) })
    var size: ParsedFlag<(width: Int, height: Int)>?

    @Option(help: "Chart title.")
    var title: String?

    @Option(
        help: ArgumentHelp(
            """
            Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in \
            ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme \
            file.
            """,
            valueName: "theme"))
    var theme: ThemeArgument = ThemeArgument(.builtin(.light))

    @Option(
        help: ArgumentHelp(
            "Font family, as fontconfig names it (default: the theme's, DejaVu Sans). Layout measures text as DejaVu Sans.", valueName: "name"))
    var font: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Font size in points (default: the theme's, 10).", valueName: "points"))
    var fontSize: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2x2 or 3x3); the PNG can be at most 10000x10000 px.",
            valueName: "n"))
    var scale: Int = 1

    func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1, 2, 3 or 4") }
        _ = try size?.get()
        if let fontSize, !Theme.fontSizes.contains(fontSize) { throw ValidationError("--font-size must be between 4 and 72") }
        if let font, let problem = FontName.problem(font) { throw ValidationError("--font: \(problem)") }
    }

    /// The figure, with the theme read (a theme file's errors are ChartErrors: 64, 65 or 66) and
    /// the flags and `palette` applied over it, and the axis titles of `axes` (nil for a pie).
    /// Commands call this before reading any data.
    func options(for output: OutputFlags, axes: AxisFlags? = nil, palette: PaletteName?) throws -> FigureOptions {
        let format = output.outputFormat
        var (width, height) = try size?.get() ?? (800, 500)
        if format == .text {
            // --size counts cells; the layout is made at about one character per cell, so the
            // plan's ticks are as dense as the text can show.
            let (columns, rows) =
                try size?.get() ?? (output.terminalColumns.map { min(max($0, 20), 1000) } ?? 80, output.terminalChartRows ?? 24)
            guard (20...1000).contains(columns), (8...500).contains(rows) else {
                throw ChartError.usage("a text chart of \(columns)x\(rows) cells cannot be drawn: 20–1000 columns, 8–500 rows")
            }
            guard scale == 1 else { throw ChartError.usage("--scale applies to PNG images, not text charts") }
            (width, height) = (columns * TextChart.cellPixels.width, rows * TextChart.cellPixels.height)
        } else if !FigureOptions.isDrawable(width: width, height: height) {
            let (least, most) = (FigureOptions.minimumSize, FigureOptions.maximumSize)
            throw ChartError.usage(
                """
                --size \(width)x\(height) is out of range: width \(least.width)–\(most.width), height \(least.height)–\(most.height) (a text \
                chart's --size counts cells)
                """
            )
        }
        try FigureOptions.checkPixels(width: width, height: height, scale: scale, format: format)
        let style = try theme.source.theme(searching: ThemeFolders.current()).overriding(palette: palette, font: font)
        return FigureOptions(
            width: width, height: height, fontSize: fontSize, title: title, xLabel: axes?.xLabel, yLabel: axes?.yLabel,
            format: format, scale: scale, theme: style)
    }
}
