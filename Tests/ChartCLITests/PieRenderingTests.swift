import ChartTestSupport
import Foundation
import Testing

/// `chart pie` end to end: real gnuplot, PNGs decoded with libpng, pixels compared with the plan.
@Suite struct PieRenderingTests {
    static let colors = ["#D62728", "#1F77B4", "#2CA02C"]
    static let seed = "activity,percent\nSteps taken,60\nTasks completed,25\nSurveys completed,15\n"

    struct Geometry {
        var cx: Double, cy: Double, radius: Double, inner: Double
        init(_ plan: [String: Any]) throws {
            let pie = try #require(plan["pie"] as? [String: Double])
            cx = pie["centerX"] ?? .nan
            cy = pie["centerY"] ?? .nan
            radius = pie["radius"] ?? .nan
            inner = pie["innerRadius"] ?? .nan
        }
        /// The pixel at a compass bearing (degrees clockwise from 12 o'clock) and distance.
        func pixel(bearing: Double, distance: Double) -> (Int, Int) {
            let r = bearing * .pi / 180
            return (Int((cx + sin(r) * distance).rounded()), Int((cy - cos(r) * distance).rounded()))
        }
    }

    func render(_ arguments: [String], stdin: String = seed) throws -> (PNGImage, Geometry, [String: Any]) {
        let dir = try TemporaryDirectory.make()
        let args = ["pie", "-o", "p.png", "--no-slice-titles", "--colors", Self.colors.joined(separator: ",")] + arguments
        let result = try CLI.run(args, stdin: stdin, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, stdin: stdin, in: dir)
        return (try PNGImage.load(path: dir + "/p.png"), try Geometry(plan), plan)
    }

    /// The seed's 60/25/15 pie: each colour's share of the coloured pixels is within half a
    /// percentage point of its value.
    @Test(arguments: [[], ["--donut"], ["--start-angle", "33", "--counterclockwise"]])
    func sliceAreasAreProportional(_ extra: [String]) throws {
        let (image, _, _) = try render(extra)
        let counts = Self.colors.map { color in image.count { $0.isNear(hex: color, tolerance: 40) } }
        let total = Double(counts.reduce(0, +))
        #expect(total > 20_000)
        for (count, expected) in zip(counts, [60.0, 25, 15]) {
            let share = Double(count) / total * 100
            #expect(abs(share - expected) <= 0.5, "share \(share)% for \(expected)% (\(extra))")
        }
    }

    /// Slice 1 starts at 12 o'clock and runs clockwise to 216°; slice 3 ends just left of 12.
    @Test func firstSliceStartsAtTwelveGoingClockwise() throws {
        let (image, g, plan) = try render([])
        let slices = try #require((plan["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]])
        #expect(slices.map { $0["startAngle"] as? Double } == [0, 216, 306])
        #expect(slices.map { $0["endAngle"] as? Double } == [216, 306, 360])
        let probes: [(Double, String)] = [
            (3, Self.colors[0]), (100, Self.colors[0]), (212, Self.colors[0]), (220, Self.colors[1]),
            (300, Self.colors[1]), (310, Self.colors[2]), (357, Self.colors[2]),
        ]
        for (bearing, color) in probes {
            let (x, y) = g.pixel(bearing: bearing, distance: g.radius * 0.8)
            #expect(image[x, y].isNear(hex: color, tolerance: 30), "bearing \(bearing) at (\(x), \(y)) is \(image[x, y])")
        }
        // Outside the circle: background.
        let (x, y) = g.pixel(bearing: 45, distance: g.radius + 6)
        #expect(image[x, y].isWhite)
    }

    @Test func counterclockwiseFromAStartAngle() throws {
        let (image, g, _) = try render(["--counterclockwise", "--start-angle", "90"])
        // Slice 1 runs from 3 o'clock back through 12 to 234°; slice 2 from 234° to 144°.
        for (bearing, color) in [
            (87.0, Self.colors[0]), (0, Self.colors[0]), (238, Self.colors[0]), (230, Self.colors[1]), (148, Self.colors[1]), (140, Self.colors[2]),
            (93, Self.colors[2]),
        ] {
            let (x, y) = g.pixel(bearing: bearing, distance: g.radius * 0.7)
            #expect(image[x, y].isNear(hex: color, tolerance: 30), "bearing \(bearing) is \(image[x, y])")
        }
    }

    /// A donut's hole is background; its ring is coloured; the centre texts are drawn in the hole.
    @Test func donutCentreIsBackground() throws {
        let (image, g, _) = try render(["--donut", "--ring-width", "0.35"])
        #expect(abs(g.inner - (g.radius * 0.65).rounded()) < 0.01)
        let hole = image.pixels { !$0.isWhite }.filter { p in
            let dx = Double(p.x) - g.cx, dy = Double(p.y) - g.cy
            return (dx * dx + dy * dy).squareRoot() < g.inner - 2
        }
        #expect(hole.isEmpty)
        for bearing in stride(from: 5.0, to: 360, by: 10) {
            let (x, y) = g.pixel(bearing: bearing, distance: (g.inner + g.radius) / 2)
            #expect(!image[x, y].isWhite, "ring empty at bearing \(bearing)")
        }
        let (texted, _, _) = try render(["--donut", "--ring-width", "0.35", "--center-title", "Weekly", "--center-text", "Report"])
        let ink = texted.pixels { $0.r < 120 && $0.g < 120 && $0.b < 120 }.filter { p in
            abs(Double(p.x) - g.cx) < g.inner && abs(Double(p.y) - g.cy) < g.inner / 2
        }
        #expect(ink.count > 100)
    }

    /// `--percent` values under 100 leave the rest of the circle unfilled.
    @Test func percentGapStaysEmpty() throws {
        let (image, g, plan) = try render(["--percent"], stdin: "a,50\nb,30\n")
        #expect((plan["pages"] as? [[String: Any]])?.first?["hasGap"] as? Bool == true)
        let (x, y) = g.pixel(bearing: 324, distance: g.radius * 0.6)
        #expect(image[x, y].isWhite)
        let (ax, ay) = g.pixel(bearing: 90, distance: g.radius * 0.6)
        #expect(image[ax, ay].isNear(hex: Self.colors[0], tolerance: 30))
    }

    /// Labels: percentages inside the large slices, the thin ones outside with leaders, and no overlap warning.
    @Test func labelsInsideAndOutside() throws {
        let dir = try TemporaryDirectory.make()
        let args = ["pie", CLI.example("budget.csv"), "--percent-labels", "-o", "b.png"]
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let plan = try CLI.plan(args, in: dir)
        let slices = try #require((plan["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]])
        let placement = Dictionary(uniqueKeysWithValues: slices.map { ($0["label"] as? String ?? "", $0["placement"] as? String ?? "") })
        #expect(placement["Rent"] == "inside")
        #expect(placement["Gifts"] == "outsideLeft")
        #expect(slices.first?["text"] as? String == "Rent\n49%")
        // Label text is drawn: dark ink left of the pie where the outside labels are.
        let image = try PNGImage.load(path: dir + "/b.png")
        let g = try Geometry(plan)
        let ink = image.pixels { $0.r < 90 && $0.g < 90 && $0.b < 90 }.filter { Double($0.x) < g.cx - g.radius - 10 }
        #expect(ink.count > 200)
    }

    /// One pie per group: one page each, same radius, same colour for a title on every page.
    @Test func onePiePerGroup() throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        let data = "month,item,v\nJan,a,1\nJan,b,2\nFeb,b,5\nFeb,c,1\nFeb,a,1\nMar,c,4\n"
        let args = ["pie", "--group", "month", "--page", "all", "-o", "out/m.png"]
        let result = try CLI.run(args, stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir + "/out") == ["m-001.png", "m-002.png", "m-003.png"])
        let plan = try CLI.plan(args, stdin: data, in: dir)
        #expect(plan["pageCount"] as? Int == 3)
        let pages = try #require(plan["pages"] as? [[String: Any]])
        #expect(pages.map { $0["group"] as? String } == ["Jan", "Feb", "Mar"])
        var colorOf: [String: String] = [:]
        for page in pages {
            for slice in page["slices"] as? [[String: Any]] ?? [] {
                let label = slice["label"] as? String ?? "", color = slice["color"] as? String ?? ""
                #expect(colorOf[label, default: color] == color, "\(label) changes colour")
                colorOf[label] = color
            }
        }
        #expect(Set(colorOf.values).count == 3)
        let sizes = try ["m-001.png", "m-002.png", "m-003.png"].map { try PNGImage.load(path: dir + "/out/" + $0) }
        let g = try Geometry(plan)
        for image in sizes {
            let disc = try #require(
                image.bounds { pixel in
                    let channels = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
                    return (channels.max() ?? 0) - (channels.min() ?? 0) > 60
                })
            #expect(abs(Double(disc.maxX - disc.minX) - 2 * g.radius) <= 3)
        }
        // The page with one slice (Mar) is a full disc of c's colour.
        let (x, y) = g.pixel(bearing: 180, distance: g.radius * 0.5)
        #expect(sizes[2][x, y].isNear(hex: colorOf["c"] ?? "", tolerance: 30))
    }

    /// `--other-below` merges the small slices into a grey "Other" slice at the end.
    @Test func otherBelowMerges() throws {
        let plan = try CLI.plan(["pie", "--other-below", "5", "--sort"], stdin: "k,v\na,3\nb,50\nc,2\nd,45\n")
        let slices = try #require((plan["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]])
        #expect(slices.map { $0["label"] as? String } == ["b", "d", "Other"])
        #expect(slices.map { $0["value"] as? Double } == [50, 45, 5])
        #expect(slices.last?["color"] as? String == "#9E9E9E")
    }

    /// A colour column colours each slice; more slices than --colors cycle the list.
    @Test func colourColumnAndCycling() throws {
        let plan = try CLI.plan(["pie", "--color-column", "c"], stdin: "k,v,c\na,1,teal\nb,1,#f00\nc,1,\n")
        let slices = try #require((plan["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]])
        #expect(slices.map { $0["color"] as? String } == ["#008080", "#FF0000", "#009E73"])
        let cycled = try CLI.plan(["pie", "--colors", "red,blue"], stdin: "k,v\na,1\nb,1\nc,1\n")
        let cycledSlices = try #require((cycled["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]])
        #expect(cycledSlices.map { $0["color"] as? String } == ["#FF0000", "#0000FF", "#FF0000"])
    }
}
