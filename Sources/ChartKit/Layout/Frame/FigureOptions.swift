/// What every chart kind shares about the image itself: its size, font and texts.
package struct FigureOptions: Sendable, Equatable {
    package var width: Int
    package var height: Int
    package var fontSize: Double
    /// The chart title; nil or empty for none.
    package var title: String?
    /// Axis titles; nil means "derive from the column names", empty means "none".
    package var xLabel: String?
    package var yLabel: String?
    /// The image format (PNG unless `--format-out` or the output's extension says otherwise).
    package var format: OutputFormat
    /// Pixel density of PNG output (`--scale 2` for high-DPI screens): the image is `scale`
    /// times larger with fonts, lines and markers scaled alike, so the layout (computed at
    /// scale 1) is the same picture, sharper. SVG and PDF ignore it (they have no pixels).
    package var scale: Int
    /// Colours, series styles and font (`--theme`, `--palette`, `--font`); emitters draw with it.
    package var theme: Theme

    /// `fontSize` nil takes the theme's.
    package init(
        width: Int = 800, height: Int = 500, fontSize: Double? = nil, title: String? = nil, xLabel: String? = nil, yLabel: String? = nil,
        format: OutputFormat = .png, scale: Int = 1, theme: Theme = .light
    ) {
        self.width = width
        self.height = height
        self.fontSize = fontSize ?? theme.fontSize
        self.theme = theme
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.format = format
        self.scale = max(1, scale)
    }

    /// The pixel scale actually applied: `scale` for PNG, 1 for vector formats.
    package var pixelScale: Int { format == .png ? scale : 1 }

    /// Smallest image `chart` draws: below it margins and labels cannot fit.
    package static let minimumSize = (width: 160, height: 120)
    /// Largest image: beyond it gnuplot's cairo surface is refused or exhausts memory.
    package static let maximumSize = (width: 10000, height: 10000)

    /// Refuses a PNG whose pixels (`--size` times `--scale`) exceed `maximumSize` on a side.
    ///
    /// `--size` alone is held to `maximumSize`, but `--scale` multiplied it afterwards: from
    /// 8192 px a side at scale 4 cairo refused the surface (exit 70, "Cairo is unhappy") and
    /// 8191x8191 at scale 4 took 4.2 GB and 35 s a page. The largest PNG is therefore the
    /// largest `--size` (10000x10000: about 400 MB and 5 s here), whatever the scale; SVG and
    /// PDF have no pixels and are not limited by it.
    package static func checkPixels(width: Int, height: Int, scale: Int, format: OutputFormat) throws {
        guard format == .png, scale > 1 else { return }
        let (w, h) = (width.multipliedReportingOverflow(by: scale), height.multipliedReportingOverflow(by: scale))
        if w.overflow || h.overflow || w.partialValue > maximumSize.width || h.partialValue > maximumSize.height {
            let shown = w.overflow || h.overflow ? "an image too large to count" : "a \(w.partialValue)x\(h.partialValue) px PNG"
            throw ChartError.usage(
                """
                --size \(width)x\(height) with --scale \(scale) makes \(shown); a PNG can be at most \(maximumSize.width)x\(maximumSize.height) px \
                (use a smaller --size or --scale, or SVG or PDF output)
                """
            )
        }
    }

    /// Whether an image of `width`×`height` px is within `minimumSize`...`maximumSize`: the one
    /// range rule for `--size` and the library's `Chart`.
    package static func isDrawable(width: Int, height: Int) -> Bool {
        (minimumSize.width...maximumSize.width).contains(width) && (minimumSize.height...maximumSize.height).contains(height)
    }

    /// Parses `WxH`, e.g. `640x480`.
    package static func parseSize(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw ChartError.usage("--size expects WIDTHxHEIGHT in pixels, like 800x500; got \"\(text)\"")
        }
        // Text charts count cells (`chart … --format-out text --size 100x30`); their range is
        // checked once the format is known.
        guard isDrawable(width: width, height: height) || (20...1000).contains(width) && (8...500).contains(height) else {
            throw ChartError.usage(
                """
                --size \(text) is out of range: width \(minimumSize.width)–\(maximumSize.width), height \(minimumSize.height)–\(maximumSize.height) \
                (text charts: 20–1000 columns, 8–500 rows)
                """
            )
        }
        return (width, height)
    }
}
