/// The file format of the images: PNG (the default), SVG or PDF; or text, drawn by chart
/// itself in Unicode cells (`TextChart`) for a terminal or a CI log, with no gnuplot.
///
/// Chosen by `--format-out`, else by the output's extension. Layout is in pixels for every
/// format (an SVG is `W`×`H` user units, a PDF page `W`/96 × `H`/96 inches, so text sizes in
/// points match the PNG); only the gnuplot terminal, the file check and the decimation density
/// differ: vector outputs keep eight points per pixel column instead of two, so zooming in still
/// shows the line's detail.
public enum OutputFormat: String, Sendable, Equatable, CaseIterable {
    case png
    case svg
    case pdf
    case text

    /// The format an output name asks for: `.png`, `.svg`, `.pdf` or `.txt` (any case); nil otherwise.
    public init?(pathExtension: String) {
        let ext = pathExtension.lowercased()
        self.init(rawValue: ext == "txt" ? "text" : ext == "text" ? "" : ext)
    }

    /// The extension of the files written in this format.
    public var fileExtension: String { self == .text ? "txt" : rawValue }

    /// M4 buckets per pixel column.
    var bucketsPerColumn: Int { self == .png ? 2 : 8 }
}
