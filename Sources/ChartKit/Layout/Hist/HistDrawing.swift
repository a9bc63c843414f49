#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a histogram's bars are drawn, decided from their width in the output's pixels, so that
/// every non-empty bin leaves ink of its series' colour.
///
/// A white outline around bars narrower than ~3 px painted over them (a 1.2 px bar kept none of
/// its colour, and 1,461 bars of 0.5 px gave an empty plot), and translucent fills of three or
/// more overlaid series blended into colours that are in no legend. So: bars 3 px wide or more
/// are separated by a 1 px gap (not an outline, which would also paint over a bar 1 px tall);
/// narrower ones touch; every drawn bar covers at least one whole pixel across and up; and
/// overlaid series are step outlines (each a line in its colour) from three series on, or when
/// their bars are under 3 px (a translucent bar that thin is its outline, which the next series
/// covers). The same geometry is written for SVG and PDF, so every format reads the same.
package struct HistDrawing: Sendable, Equatable {
    /// How the bars are drawn.
    package enum Style: String, Sendable, Equatable {
        /// Opaque bars (one series, or stacked ones).
        case bars
        /// Translucent bars outlined in their series' colour (two overlaid series, bars ≥ 3 px).
        case translucent
        /// Each series a step outline in its colour (three or more overlaid series, or thin bars).
        case steps
    }

    package var style: Style
    /// The narrowest bin's width in pixels of the plot (of the image, before `--scale`).
    package var barPixels: Double
    /// Whether neighbouring bars are parted by a 1 px gap (opaque bars at least 3 px wide).
    package var separated: Bool

    /// Bars narrower than this are drawn without the gap that parts them: it would leave less
    /// than 2 px of colour.
    static let separatedFrom = 3.0

    /// The style for `series` series, stacked or not, whose narrowest bin is `barPixels` wide.
    init(series: Int, stacked: Bool, barPixels: Double) {
        self.barPixels = barPixels
        if series == 1 || stacked {
            style = .bars
            separated = barPixels >= Self.separatedFrom
        } else {
            style = series >= 3 || barPixels < Self.separatedFrom ? .steps : .translucent
            separated = false
        }
    }

    /// `"… 0.5 px wide …"`: the warning for bins narrower than a pixel, naming how many there
    /// are, how wide they are and how to widen them; nil when every bin has a pixel of its own.
    func narrowWarning(bins: HistBins, plotPixels: Int, figure: FigureOptions) -> String? {
        guard barPixels < 1 else { return nil }
        let width = PrintfText.format(barPixels >= 0.1 ? "%.1f" : "%.2g", barPixels)
        let wider = Self.widerBins(bins, barPixels: barPixels)
        // The size that gives each bin a pixel, when a PNG can be that wide.
        let grown = figure.width + Int((Double(bins.count) - Double(plotPixels)).rounded(.up))
        let size = grown <= FigureOptions.maximumSize.width ? " (\(grown)x\(figure.height) gives each bin a pixel)" : ""
        return
            """
            \(bins.count) bins leave each bar \(width) px wide in a \(plotPixels) px plot, so neighbouring bins share a pixel column (the tallest \
            shows); use \(wider), a wider --size\(size) or --range to show less
            """
    }

    /// The wider bins to suggest, bars of 3 px or more: the next calendar step that wide
    /// (`--bin-width 1w` for days of 0.5 px), or a width that many times the bins' (`--bins N`
    /// for log bins).
    static func widerBins(_ bins: HistBins, barPixels: Double) -> String {
        let factor = (separatedFrom / max(barPixels, 1e-9)).rounded(.up)
        if let step = bins.calendar {
            let needed = step.seconds * factor
            let next = CalendarStep.nice.first { $0.seconds >= needed * 0.99 } ?? CalendarStep(Int(factor) * step.multiple, step.unit)
            return "--bin-width \(next.text)"
        }
        if bins.perDecade != nil || bins.width <= 0 {
            return "--bins \(max(1, Int(Double(bins.count) / factor)))"
        }
        return "--bin-width \(PrintfText.format("%.4g", bins.width * factor))"
    }
}
