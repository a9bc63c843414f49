import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// An emoji (U+1F4C8) is drawn as "□" with a warning, not as a giant glyph from a fallback font.
@Suite struct EmojiCLITests {
    @Test(arguments: ChartKind.allCases.map(\.rawValue))
    func emojiIsDrawnAsASquare(_ command: String) throws {
        let dir = try TemporaryDirectory.make()
        // A histogram draws no category: its emoji reaches the picture as a series name; a
        // scatter's x is numeric: its emoji is in a series name too.
        let data = command == "scatter" ? "k,Up 📈\n1,1\n2,2\n" : "k,v\nUp 📈,1\nb,2\n"
        let split = command == "hist" ? ["--series", "k"] : []
        let emoji = try CLI.run([command, "--title", "Sales 📈", "-o", "e.png"] + split, stdin: data, in: dir)
        #expect(emoji.status == 0, "\(emoji.stderr)")
        #expect(emoji.stderr.contains("chart: warning: U+1F4C8 in the title cannot be drawn with the chart's font (an emoji); drawn as □\n"))
        #expect(
            emoji.stderr.contains(
                "U+1F4C8 in a \(command == "pie" ? "slice title" : command == "discrete" ? "slot title" : command == "hist" || command == "scatter" ? "series name" : "category name")"
            ))
        // The same chart written with "□" in the first place is the same picture.
        let square = try CLI.run(
            [command, "--title", "Sales □", "-o", "s.png", "--quiet"] + split,
            stdin: command == "scatter" ? "k,Up □\n1,1\n2,2\n" : "k,v\nUp □,1\nb,2\n",
            in: dir)
        #expect(square.status == 0, "\(square.stderr)")
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/e.png"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/s.png"))
        #expect(a == b)
        // And the title row holds no large blot of ink.
        let image = try PNGImage.load(path: dir + "/e.png")
        let dark = (0..<30).reduce(0) { sum, y in
            sum + (0..<image.width).filter { image[$0, y].r < 60 && image[$0, y].g < 60 && image[$0, y].b < 60 }.count
        }
        #expect(dark < 600, "\(dark) dark pixels in the title rows")
    }
}
