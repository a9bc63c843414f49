/// The pixels one pngcairo marker of a filled shape changes (its footprint) and covers fully
/// (its core), as offsets from the pixel it is centred on, so `MarkerCulling` can tell which
/// markers later ones paint over.
///
/// Why discs with a margin rather than the exact pixels: the exact masks depend on cairo's
/// rasteriser; discs measured to hold every changed pixel (footprint) and to lie inside every
/// fully covered one (core) for each shape, at sizes 0.6–10 and scales 1–3, keep culling exact
/// while leaving out almost as many markers. `MarkerCullingTests` measures them again on gnuplot.
struct MarkerDiscs {
    /// Where a marker is centred in device pixels; at a near rounding tie on an axis the centre
    /// is `x` or `x + 1` (`tieX`), and the discs are centred between the two.
    struct Centre: Equatable {
        var x: Int
        var y: Int
        var tieX: Bool
        var tieY: Bool
    }

    /// A marker's footprint and core as pixel offsets.
    struct Mask {
        var footprint: [SIMD2<Int32>]
        var core: [SIMD2<Int32>]
    }

    /// Per filled point type, the core's and footprint's radius as a fraction of the marker's
    /// nominal radius 3·size·scale: circle 7, square 5, triangles 9 and 11, diamond 13,
    /// pentagon 15 (their inscribed and circumscribed circles, rounded towards safety).
    static let shapes: [Int: (core: Double, footprint: Double)] = [
        7: (1, 1), 5: (1, 1.415), 9: (0.4, 1.42), 11: (0.4, 1.42), 13: (0.68, 1.05), 15: (0.75, 1.05),
    ]

    /// The masks by tie on x, then on y (`masks[tieX][tieY]`).
    var masks: [[Mask]]

    init(pointType: Int, size: Double, scale: Int) {
        let factors = Self.shapes[pointType] ?? (0, 2)
        let nominal = 3 * size * Double(scale)
        // The outline (half a line width each way) and antialiasing, in device pixels: measured
        // on pngcairo, a circle's changed pixels reach at most 1.2 px (scale 1) and 1.62 px
        // (scale 2) past 3·size·scale, small squares and triangles up to 1.5 px a scale past their
        // corners, and the first pixel not fully covered is at least 0.86 and 1.4 px inside it.
        let core = factors.core * nominal - 0.5 * Double(scale) - 0.6
        let footprint = factors.footprint * nominal + 1.5 * Double(scale)
        masks = [false, true].map { tieX in
            [false, true].map { tieY in
                let centre = SIMD2(tieX ? 0.5 : 0, tieY ? 0.5 : 0)
                let slack = ((tieX ? 0.25 : 0) + (tieY ? 0.25 : 0) as Double).squareRoot()  // to each candidate centre
                return Mask(
                    footprint: Self.disc(centre: centre, radius: footprint + slack),
                    core: core - slack < 0 ? [] : Self.disc(centre: centre, radius: core - slack))
            }
        }
    }

    /// The pixels whose centres lie within `radius` of `centre` (offsets from pixel 0, 0).
    static func disc(centre: SIMD2<Double>, radius: Double) -> [SIMD2<Int32>] {
        let reach = Int(radius.rounded(.up)) + 1
        var pixels: [SIMD2<Int32>] = []
        for dy in -reach...reach {
            for dx in -reach...reach {
                let (ex, ey) = (Double(dx) - centre.x, Double(dy) - centre.y)
                if ex * ex + ey * ey <= radius * radius { pixels.append(SIMD2(Int32(dx), Int32(dy))) }
            }
        }
        return pixels
    }
}
