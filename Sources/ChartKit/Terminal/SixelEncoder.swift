/// Writes an RGBA image as sixel graphics, for terminals that show sixel (`--show`).
///
/// Colours are quantised to the 6×6×6 cube (216 registers; a chart's few flat colours keep
/// their hue, antialiased edges round to the nearest step) over the background, so any sixel
/// terminal with 256 registers shows it. Each band of six rows writes, for each colour present,
/// its columns run-length encoded (`!N`), then `$` back to the band's start and `-` to the next.
package enum SixelEncoder {
    package static func encode(_ image: PNGDecoder.Decoded) -> [UInt8] {
        let (width, height) = (image.width, image.height)
        var out = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for index in 0..<216 {
            let (r, g, b) = (index / 36, index / 6 % 6, index % 6)
            out += Array("#\(index);2;\(r * 20);\(g * 20);\(b * 20)".utf8)
        }
        var registers = [UInt8](repeating: 0, count: width * height)
        for pixel in 0..<(width * height) {
            let base = pixel * 4
            let alpha = Int(image.rgba[base + 3])
            // Composited over white, as the PNG is shown on its own background.
            let level = { (value: UInt8) in (Int(value) * alpha + 255 * (255 - alpha)) / 255 }
            let step = { (value: Int) in (value * 5 + 127) / 255 }
            registers[pixel] = UInt8(step(level(image.rgba[base])) * 36 + step(level(image.rgba[base + 1])) * 6 + step(level(image.rgba[base + 2])))
        }
        var band = 0
        while band < height {
            let rows = min(6, height - band)
            var used = [Bool](repeating: false, count: 216)
            for row in 0..<rows { for x in 0..<width { used[Int(registers[(band + row) * width + x])] = true } }
            var first = true
            for color in 0..<216 where used[color] {
                if !first { out.append(UInt8(ascii: "$")) }
                first = false
                out += Array("#\(color)".utf8)
                var run = 0
                var runByte: UInt8 = 0
                func flush() {
                    guard run > 0 else { return }
                    if run > 3 { out += Array("!\(run)".utf8) + [runByte] } else { out += [UInt8](repeating: runByte, count: run) }
                }
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for row in 0..<rows where registers[(band + row) * width + x] == UInt8(color) { bits |= 1 << row }
                    let byte = 63 + bits
                    if byte == runByte {
                        run += 1
                    } else {
                        flush()
                        (runByte, run) = (byte, 1)
                    }
                }
                flush()
            }
            out.append(UInt8(ascii: "-"))
            band += 6
        }
        return out + Array("\u{1B}\\".utf8)
    }
}
