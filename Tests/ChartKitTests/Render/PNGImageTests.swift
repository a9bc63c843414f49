import ChartKit
import ChartTestSupport
import Foundation
import Testing

extension RenderTests {
    @Suite struct PNGImageTests {
        /// A red rectangle from (2,2) to (6,8) on a 0–10 × 0–10 plot area whose screen margins are
        /// fixed at 0.1 … 0.9, so its pixel position is known: x = 0.1·399 + v·31.92, y = 269.1 − v·23.92.
        @Test func findsDrawnRectangle() throws {
            let folder = try TemporaryDirectory.make()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let path = folder + "/rect.png"
            try Renderer(runner: GnuplotRunner(executable: RenderTestHelpers.gnuplot))
                .render(outputs: [path], width: 400, height: 300) { temporaries in
                    """
                    set terminal pngcairo size 400,300 background rgb '#ffffff'
                    set output \(RenderTestHelpers.quoted(temporaries[0]))
                    set lmargin at screen 0.1
                    set rmargin at screen 0.9
                    set bmargin at screen 0.1
                    set tmargin at screen 0.9
                    unset border
                    unset tics
                    unset key
                    set xrange [0:10]
                    set yrange [0:10]
                    set object 1 rectangle from 2,2 to 6,8 fillcolor rgb '#ff0000' fillstyle solid 1.0 noborder
                    plot -1 notitle

                    """
                }
            let image = try PNGImage.load(path: path)
            #expect(image.width == 400 && image.height == 300)
            let red = RGBA(r: 255, g: 0, b: 0)
            let isRed = { (pixel: RGBA) in pixel.isClose(to: red, tolerance: 8) }
            let box = try #require(image.bounds(where: isRed))
            #expect(abs(box.minX - 104) <= 2 && abs(box.maxX - 231) <= 2)
            #expect(abs(box.minY - 78) <= 2 && abs(box.maxY - 221) <= 2)
            let count = image.count(where: isRed)
            #expect(count == (box.maxX - box.minX + 1) * (box.maxY - box.minY + 1))
            #expect(image.pixels(where: isRed).count == count)
            #expect(image[200, 150] == red)
            #expect(image.isClose(image[10, 10], to: .white, tolerance: 0))
            #expect(image[-1, 0] == RGBA(r: 0, g: 0, b: 0, a: 0))

            let fromData = try PNGImage.load(data: try #require(RenderTestHelpers.bytes(path)))
            #expect(fromData.rgba == image.rgba)
        }

        @Test func hexColours() {
            #expect(RGBA(hex: "#0072B2") == RGBA(r: 0x00, g: 0x72, b: 0xB2))
            #expect(RGBA(hex: "ff000080") == RGBA(r: 255, g: 0, b: 0, a: 128))
            #expect(RGBA(hex: "#12") == nil)
            #expect(RGBA(r: 1, g: 2, b: 3).description == "#010203ff")
        }
    }
}
