import ArgumentParser
import ChartKit

/// Image size and texts; shared by every chart command.
struct FigureFlags: ParsableArguments {
    @Option(help: ArgumentHelp("Image size in pixels.", valueName: "WxH"))
    var size: String = "800x500"

    @Option(help: "Chart title.")
    var title: String?

    @Option(help: ArgumentHelp("x axis title (default: the x column's name; '' for none).", valueName: "text"))
    var xLabel: String?

    @Option(help: ArgumentHelp("Value axis title (default: the series name when there is one; '' for none).", valueName: "text"))
    var yLabel: String?

    @Option(help: ArgumentHelp("Font size in points.", valueName: "points"))
    var fontSize: Double = 10

    @Option(help: ArgumentHelp("PNG pixel density: 2 or 3 for high-DPI screens (the same chart, each pixel 2×2 or 3×3).", valueName: "n"))
    var scale: Int = 1

    func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1, 2, 3 or 4") }
        _ = try parsedSize()
        guard fontSize >= 4 && fontSize <= 72 else { throw ValidationError("--font-size must be between 4 and 72") }
    }

    func parsedSize() throws -> (width: Int, height: Int) {
        do { return try FigureOptions.parseSize(size) } catch { throw ValidationError(String(describing: error)) }
    }

    func options(format: OutputFormat = .png) throws -> FigureOptions {
        let (width, height) = try parsedSize()
        return FigureOptions(width: width, height: height, fontSize: fontSize, title: title, xLabel: xLabel, yLabel: yLabel,
                             format: format, scale: scale)
    }
}
