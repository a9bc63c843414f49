import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// An emoji (U+1F4C8) is drawn as "□" with a warning, not as a giant glyph from a fallback font.
@Suite struct EmojiCLITests {
    @Test(arguments: ChartKind.allCases)
    func emojiIsDrawnAsASquare(_ kind: ChartKind) throws {
        let (command, sample) = (kind.rawValue, kind.sample)
        let dir = try TemporaryDirectory.make()
        let data = sample.labelled("Up 📈")
        let split = sample.labelFlags
        let emoji = try CLI.run([command, "--title", "Sales 📈", "-o", "e.png"] + split, stdin: data, in: dir)
        #expect(emoji.status == 0, "\(emoji.stderr)")
        #expect(emoji.stderr.contains("chart: warning: U+1F4C8 in the title cannot be drawn with the chart's font (an emoji); drawn as □\n"))
        #expect(
            emoji.stderr.contains(
                "U+1F4C8 in a \(sample.labelPlace)"
            ))
        // The same chart written with "□" in the first place is the same picture.
        let square = try CLI.run(
            [command, "--title", "Sales □", "-o", "s.png", "--quiet"] + split,
            stdin: sample.labelled("Up □"),
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
