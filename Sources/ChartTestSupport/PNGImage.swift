import ChartKit

/// A fully decoded PNG (8-bit RGBA, (0,0) top-left), so end-to-end tests can assert facts about
/// pixels (bar heights, slice areas, where a line passes) instead of comparing bytes.
package struct PNGImage: Sendable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes, rows top to bottom.
    package let rgba: [UInt8]

    /// Decodes the PNG file at `path`; throws `ChartError.internal` when it is not a valid PNG.
    package static func load(path: String) throws -> PNGImage {
        PNGImage(try PNGDecoder.decodeRGBA(path: path))
    }

    /// Decodes PNG bytes (e.g. a `chart -o -` stdout).
    package static func load(data: [UInt8]) throws -> PNGImage {
        PNGImage(try PNGDecoder.decodeRGBA(data, name: "PNG data"))
    }

    private init(_ decoded: PNGDecoder.Decoded) {
        width = decoded.width
        height = decoded.height
        rgba = decoded.rgba
    }

    /// The pixel at column `x`, row `y`; out-of-range coordinates read as transparent black.
    package subscript(x: Int, y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < width, y < height else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        let i = (y * width + x) * 4
        return RGBA(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3])
    }

    /// How many pixels match.
    package func count(where predicate: (RGBA) -> Bool) -> Int {
        var total = 0
        forEachPixel { _, _, pixel in if predicate(pixel) { total += 1 } }
        return total
    }

    /// The coordinates of matching pixels, row by row.
    package func pixels(where predicate: (RGBA) -> Bool) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        forEachPixel { x, y, pixel in if predicate(pixel) { found.append((x, y)) } }
        return found
    }

    /// The smallest rectangle holding every matching pixel (inclusive), nil when none match.
    package func bounds(where predicate: (RGBA) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        forEachPixel { x, y, pixel in
            guard predicate(pixel) else { return }
            if let r = result {
                result = (min(r.minX, x), min(r.minY, y), max(r.maxX, x), max(r.maxY, y))
            } else {
                result = (x, y, x, y)
            }
        }
        return result
    }

    /// True when every channel of `c` is within `tolerance` of `target` (same as `RGBA.isClose`).
    package func isClose(_ c: RGBA, to target: RGBA, tolerance: Int) -> Bool {
        c.isClose(to: target, tolerance: tolerance)
    }

    private func forEachPixel(_ body: (Int, Int, RGBA) -> Void) {
        var i = 0
        for y in 0..<height {
            for x in 0..<width {
                body(x, y, RGBA(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3]))
                i += 4
            }
        }
    }
}
