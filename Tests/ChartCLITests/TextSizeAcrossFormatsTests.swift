import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Text is as large in SVG and PDF as in PNG at the same `--size` (issue 16 item 10c): the
/// layout measures text for pngcairo (a point is 96/72 px), and svg and pdfcairo scale their
/// fonts to match.
@Suite struct TextSizeAcrossFormatsTests {
    /// A title of ten H's (advance 0.752 em in DejaVu Sans) and an x-axis title at the bottom.
    static let data = "HHHH,a\n0,1\n1,3\n2,2\n"
    static let title = "HHHHHHHHHH"

    /// The columns and rows of the dark pixels of `png` in rows `rows`, between columns 120 and
    /// 380 (clear of the y tick labels).
    static func darkBox(_ png: PNGImage, rows: Range<Int>) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in rows where y < png.height {
            for x in 120..<380 where png[x, y].r < 128 && png[x, y].g < 128 {
                box = (min(box?.minX ?? x, x), max(box?.maxX ?? x, x), min(box?.minY ?? y, y), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    /// SVG: every text's `font-size` is the PNG's pixel size (points × 4/3), and the title is as
    /// wide in the PNG as ten H's at the SVG's title size.
    @Test(arguments: [10.0, 14.0])
    func svgFontSizesArePNGPixels(fontSize: Double) throws {
        let dir = try TemporaryDirectory.make()
        let size = GnuplotNumber.literal(fontSize)
        for format in ["svg", "png"] {
            let result = try CLI.run(
                ["line", "--title", Self.title, "--font-size", size, "--size", "500x300", "-o", "t.\(format)"], stdin: Self.data, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let svg = try String(contentsOfFile: dir + "/t.svg", encoding: .utf8)
        let sizes = Set(svg.matches(of: /font-size="([0-9.]+)"/).map { String($0.output.1) })
        let text = String(format: "%.2f", fontSize * 4 / 3), titleText = String(format: "%.2f", fontSize * 1.2 * 4 / 3)
        #expect(sizes == [text, titleText], "\(sizes)")

        let png = try PNGImage.load(path: dir + "/t.png")
        let title = try #require(Self.darkBox(png, rows: 0..<Int(fontSize * 3)))
        let expected = 10 * 0.752 * fontSize * 1.2 * 4 / 3
        let width = Double(title.maxX - title.minX + 1)
        #expect(abs(width - expected) / expected < 0.06, "PNG title \(width) px wide, SVG's \(expected)")
    }

    /// PDF: pdfcairo gets the font scale that makes its text the PNG's size (its default halves
    /// it). Where a PDF rasteriser is installed (gs or pdftoppm; not a dependency of chart), the
    /// PDF drawn at 96 dpi has the PNG's title width and its x-axis title on the PNG's rows.
    @Test func pdfTextMatchesPNG() throws {
        let dir = try TemporaryDirectory.make()
        let args = ["line", "--title", Self.title, "--size", "500x300"]
        let program = try CLI.run(args + ["-o", "t.pdf", "--emit-script"], stdin: Self.data, in: dir)
        #expect(
            program.stdoutText.contains(
                "set terminal pdfcairo size 5.208334in,3.125in noenhanced font 'DejaVu Sans,10' background rgb '#ffffff' fontscale 0.75\n"),
            "\(program.stdoutText.prefix(300))")
        for format in ["pdf", "png"] {
            let result = try CLI.run(args + ["-o", "t.\(format)"], stdin: Self.data, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        guard let raster = try Self.rasterize(dir + "/t.pdf", to: dir + "/pdf.png") else { return }
        let pdf = try PNGImage.load(path: raster)
        let png = try PNGImage.load(path: dir + "/t.png")
        #expect((pdf.width, pdf.height) == (png.width, png.height))
        let pngTitle = try #require(Self.darkBox(png, rows: 0..<30)), pdfTitle = try #require(Self.darkBox(pdf, rows: 0..<30))
        let (pngWidth, pdfWidth) = (Double(pngTitle.maxX - pngTitle.minX), Double(pdfTitle.maxX - pdfTitle.minX))
        #expect(abs(pdfWidth - pngWidth) / pngWidth < 0.05, "title: PDF \(pdfWidth) px, PNG \(pngWidth) px")
        let pngAxisTitle = try #require(Self.darkBox(png, rows: 270..<300)), pdfAxisTitle = try #require(Self.darkBox(pdf, rows: 270..<300))
        #expect(
            abs(pdfAxisTitle.maxY - pngAxisTitle.maxY) <= 2 && abs(pdfAxisTitle.minY - pngAxisTitle.minY) <= 2,
            "x-axis title rows: PDF \(pdfAxisTitle.minY)-\(pdfAxisTitle.maxY), PNG \(pngAxisTitle.minY)-\(pngAxisTitle.maxY)")
    }

    /// `pdf` drawn at 96 dpi into `png` with gs or pdftoppm, whichever is installed; nil when neither is.
    static func rasterize(_ pdf: String, to png: String) throws -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let find = { (name: String) in path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) } }
        let process = Process()
        if let gs = find("gs") {
            process.executableURL = URL(fileURLWithPath: gs)
            process.arguments = [
                "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=png16m", "-r96", "-dTextAlphaBits=4", "-dGraphicsAlphaBits=4", "-o", png, pdf,
            ]
        } else if let pdftoppm = find("pdftoppm") {
            process.executableURL = URL(fileURLWithPath: pdftoppm)
            process.arguments = ["-r", "96", "-png", "-singlefile", pdf, String(png.dropLast(4))]
        } else {
            return nil
        }
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return png
    }
}
