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

    /// Screen fraction of pixel column `x`.
    package func screenX(_ x: Double) -> Double { x / Double(width - 1) }
    /// Screen fraction of pixel row `y` (gnuplot's screen y grows upwards).
    package func screenY(_ y: Double) -> Double { 1 - y / Double(height - 1) }
}
