import ArgumentParser
import ChartKit

/// Image size, title and style (theme, palette, font); shared by every chart command. The axis
/// titles are `AxisFlags`: a pie has no axes.
struct FigureFlags: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Image size in pixels (default: 800x500; dense bars written to a file grow until every category name fits, up to 4x or 4000 px).",
            valueName: "WxH"),
        transform: { ParsedFlag($0, FigureOptions.parseSize) })
    var size: ParsedFlag<(width: Int, height: Int)>?

    @Option(help: "Chart title.")
    var title: String?

    @Option(
        help: ArgumentHelp(
            "Colours, series styles and font: light, dark, print (greys, hatching, dashes and markers), a NAME for NAME.theme in ~/.config/chart/themes/ (or $XDG_CONFIG_HOME/chart/themes/, or PREFIX/share/chart/themes/ beside the binary), or the path of a theme file.",
            valueName: "theme"))
    var theme: ThemeArgument = ThemeArgument(.builtin(.light))

    @Option(help: ArgumentHelp("Series colours (default: the theme's).", valueName: "palette"))
    var palette: PaletteName?

    @Option(
        help: ArgumentHelp(
            "Font family, as fontconfig names it (default: the theme's, DejaVu Sans). Layout measures text as DejaVu Sans.", valueName: "name"))
    var font: String?

    @Option(help: ArgumentHelp("Font size in points (default: the theme's, 10).", valueName: "points"))
    var fontSize: Double?

    @Option(
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
    /// the flags applied over it, and the axis titles of `axes` (nil for a pie). Commands call
    /// this before reading any data.
    func options(format: OutputFormat = .png, axes: AxisFlags? = nil) throws -> FigureOptions {
        let (width, height) = try size?.get() ?? (800, 500)
        try FigureOptions.checkPixels(width: width, height: height, scale: scale, format: format)
        let style = try theme.source.theme(searching: ThemeFolders.current()).overriding(palette: palette, font: font)
        return FigureOptions(
            width: width, height: height, fontSize: fontSize, title: title, xLabel: axes?.xLabel, yLabel: axes?.yLabel,
            format: format, scale: scale, theme: style)
    }
}
