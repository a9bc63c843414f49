/// The image size and the plot area inside it, in pixels, fixed before gnuplot runs.
///
/// Columns and rows count from the top-left pixel. gnuplot places a margin set with
/// `at screen f` at column f·(W−1) (pngcairo), so the program uses `screenX`/`screenY`,
/// and the area is known exactly to layout, to `--plan` readers and to tests.
package struct PlotFrame: Sendable, Equatable, Codable {
    package var width: Int
    package var height: Int
    /// First and last pixel column of the plot area.
    package var left: Int
    package var right: Int
    /// First and last pixel row of the plot area (top < bottom).
    package var top: Int
    package var bottom: Int
    /// Where this frame sits on a larger image when it is one panel of `--facet`'s grid; nil
    /// for a frame that is the whole image.
    package var panel: PanelPlacement?

    package init(width: Int, height: Int, left: Int, right: Int, top: Int, bottom: Int) {
        self.width = width
        self.height = height
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
    }

    package var plotWidth: Int { right - left }
    package var plotHeight: Int { bottom - top }

    /// Screen fraction of pixel column `x` (of the whole image, for a panel).
    package func screenX(_ x: Double) -> Double {
        guard let panel else { return x / Double(width - 1) }
        return (Double(panel.left) + x) / Double(panel.canvasWidth - 1)
    }
    /// Screen fraction of pixel row `y` (gnuplot's screen y grows upwards).
    package func screenY(_ y: Double) -> Double {
        guard let panel else { return 1 - y / Double(height - 1) }
        return 1 - (Double(panel.top) + y) / Double(panel.canvasHeight - 1)
    }
    /// Screen fraction of the frame's centre column: where a title is centred.
    package var centreX: Double { panel == nil ? 0.5 : screenX(Double(width - 1) / 2) }
}

/// A panel's place on the image of a `--facet` grid: the image's size and the panel's top-left
/// pixel on it.
///
/// A panel is laid out by its kind's own layouter at the panel's size, in its own pixels; the
/// placement moves every screen fraction its program writes onto the shared image, so the
/// kinds' layouts and emitters need no notion of a grid.
package struct PanelPlacement: Sendable, Equatable, Codable {
    package var canvasWidth: Int
    package var canvasHeight: Int
    package var left: Int
    package var top: Int

    package init(canvasWidth: Int, canvasHeight: Int, left: Int, top: Int) {
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.left = left
        self.top = top
    }
}
