import ChartKit
import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--theme`, `--palette`, `--font`, `--font-size` and theme files, end to end with real gnuplot.
@Suite struct ThemeCLITests {
    /// One small chart of `kind` with `flags`, from a fixture that exercises its colours.
    static func render(_ kind: String, _ flags: [String], in dir: String) throws -> (ChartProcessResult, PNGImage?) {
        let sample = try #require(ChartKind(rawValue: kind)).sample
        let (data, extra) = (sample.showcase, sample.showcaseFlags)
        let result = try CLI.run([kind, "-o", "c.png", "--size", "400x300", "--title", "Themed"] + extra + flags, stdin: data, in: dir)
        let image = result.status == 0 ? try PNGImage.load(path: dir + "/c.png") : nil
        return (result, image)
    }

    static let kinds = ChartKind.allCases.map(\.rawValue)
    /// The kinds whose colours are a palette of series: a heatmap's colours are its values' scale
    /// (`--scheme`; `--palette` is refused there), so palette and print-theme rules skip it.
    static let paletteKinds = ChartKind.allCases.filter { $0 != .heatmap }.map(\.rawValue)

    /// Every built-in on every kind: renders, and the image's background is the theme's.
    @Test(arguments: BuiltinTheme.allCases, kinds)
    func builtinRenders(_ builtin: BuiltinTheme, _ kind: String) throws {
        let dir = try TemporaryDirectory.make()
        let (result, image) = try Self.render(kind, ["--theme", builtin.rawValue], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try #require(image)
        #expect(png[1, png.height - 2].isNear(hex: builtin.theme.background, tolerance: 2), "corner is \(png[1, png.height - 2])")
    }

    /// Dark: a dark background with light text and axes on it, and the series in its palette.
    @Test(arguments: kinds)
    func darkIsDarkWithLightText(_ kind: String) throws {
        let dir = try TemporaryDirectory.make()
        let (result, image) = try Self.render(kind, ["--theme", "dark"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try #require(image)
        let pixels = png.width * png.height
        #expect(png.count { $0.r < 50 && $0.g < 50 && $0.b < 50 } > pixels / 3, "background is not dark")
        // The title alone is ~100 light pixels; nothing on a light theme is this light but white.
        #expect(png.count { $0.isNear(hex: Theme.dark.text, tolerance: 30) } > 100, "no light text")
        #expect(png.count { $0.isNear(hex: "#0072B2", tolerance: 30) } > 30, "no series in the first palette colour")
    }

    /// Dark: every command that draws text sets its colour (gnuplot's default is black), on
    /// every page (an empty tick list unsets the tics, and with them their colour); no colour
    /// of the light theme is left.
    @Test(arguments: kinds)
    func darkProgramsColourEveryText(_ kind: String) throws {
        let sample = try #require(ChartKind(rawValue: kind)).sample
        // Bar values inside a bar take the colour that contrasts with its fill, not the theme's.
        let args =
            [kind, "--theme", "dark", "--title", "T", "--emit-script"] + sample.showcaseFlags.filter { $0 != "--values" } + sample.everyTextFlags
        let result = try CLI.run(args, stdin: sample.showcase)
        #expect(result.status == 0, "\(result.stderr)")
        let textCommands = result.stdoutText.split(separator: "\n").filter {
            $0.hasPrefix("set label") || $0.hasPrefix("set key") || $0.range(of: #"^set [xy]2?(tics \(|label )"#, options: .regularExpression) != nil
        }
        #expect(!textCommands.isEmpty)
        for line in textCommands {
            #expect(line.contains("textcolor rgb '#") || line.contains("tc rgb '#"), "\(line)")
        }
        for light in ["#ffffff", "#333333", "#dddddd", "#555555", "#222222", "#777777", "#cccccc"] {
            #expect(!result.stdoutText.lowercased().contains("rgb '\(light)'"), "\(light) in a dark program")
        }
    }

    /// Each palette's first colour is the first series' colour.
    @Test(arguments: PaletteName.allCases, paletteKinds)
    func paletteFirstColourDrawsTheFirstSeries(_ palette: PaletteName, _ kind: String) throws {
        let dir = try TemporaryDirectory.make()
        let (result, image) = try Self.render(kind, ["--palette", palette.rawValue], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try #require(image)
        #expect(png.count { $0.isNear(hex: palette.colors[0], tolerance: 12) } > 100, "\(palette.colors[0]) not drawn")
        if palette != .okabeIto {
            #expect(png.count { $0.isNear(hex: "#0072B2", tolerance: 12) } == 0, "the default palette leaked in")
        }
    }

    /// Print: no pixel carries a hue (antialiasing between greys stays grey).
    @Test(arguments: paletteKinds)
    func printHasNoSaturatedColours(_ kind: String) throws {
        let dir = try TemporaryDirectory.make()
        let (result, image) = try Self.render(kind, ["--theme", "print"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try #require(image)
        let coloured = png.count { max($0.r, $0.g, $0.b) - min($0.r, $0.g, $0.b) > 6 }
        #expect(coloured == 0, "\(coloured) coloured pixels")
        #expect(png.count { $0.r < 80 && $0.g < 80 && $0.b < 80 } > 100)
    }

    /// Print's line series differ by grey, dash pattern and marker.
    @Test func printSeriesHaveDistinctDashesAndMarkers() throws {
        let result = try CLI.run(["line", "--theme", "print", "--points", "--emit-script"], stdin: KindSample.lines)
        #expect(result.status == 0)
        let plotted = result.stdoutText.split(separator: "\n").filter { $0.contains("with linespoints") }
        #expect(plotted.count == 3)
        for (line, style) in zip(
            plotted,
            [
                ("pt 7 ", "lc rgb '#000000' dt 1 title 'a'"), ("pt 5 ", "lc rgb '#777777' dt (10,4) title 'b'"),
                ("pt 9 ", "lc rgb '#3C3C3C' dt (2,3) title 'c'"),
            ])
        {
            #expect(line.contains(style.0) && line.contains(style.1), "\(line)")
        }
    }

    /// A theme file: its values are used, and flags win over them.
    @Test func themeFileAndFlagsOverIt() throws {
        let dir = try TemporaryDirectory.make()
        try "extends = dark\npalette = tableau10\nfont = Liberation Serif\nfont-size = 14\n".write(
            toFile: dir + "/house.theme", atomically: true, encoding: .utf8)
        let fromFile = try CLI.run(["line", "--theme", "./house.theme", "--emit-script"], stdin: KindSample.lines, in: dir)
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let program = String(decoding: fromFile.stdout, as: UTF8.self)
        #expect(program.contains("font 'Liberation Serif,14' background rgb '#1E1E1E'"))
        #expect(program.contains("lc rgb '#4E79A7'"))

        let overridden = try CLI.run(
            ["line", "--theme", "./house.theme", "--palette", "viridis", "--font", "DejaVu Serif", "--font-size", "9", "--emit-script"],
            stdin: KindSample.lines, in: dir)
        let text = String(decoding: overridden.stdout, as: UTF8.self)
        #expect(text.contains("font 'DejaVu Serif,9' background rgb '#1E1E1E'"))
        #expect(text.contains("lc rgb '\(Palette.viridis[0])'") && !text.contains("#4E79A7"))

        let plan = try CLI.plan(["line", "--theme", "./house.theme"], stdin: KindSample.lines, in: dir)
        let theme = try #require(plan["theme"] as? [String: Any])
        #expect(theme["name"] as? String == "./house.theme")
        #expect(theme["palette"] as? [String] == Palette.tableau10)
    }

    /// viridis with 3 series (issue 16 item 10a) uses its dark end, its middle and its light end,
    /// not its first three (dark) steps, on every kind, from the flag and from a theme file;
    /// each colour is drawn.
    @Test(arguments: paletteKinds)
    func viridisSpreadsOverTheSeries(_ kind: String) throws {
        let dir = try TemporaryDirectory.make()
        try "palette = viridis\n".write(toFile: dir + "/v.theme", atomically: true, encoding: .utf8)
        let spread = ["#440154", "#21918C", "#FDE725"]
        for style in [["--palette", "viridis"], ["--theme", "./v.theme"]] {
            let sample = try #require(ChartKind(rawValue: kind)).sample
            let (data, extra) = (sample.threeSeries, sample.threeSeriesFlags)
            let args = [kind, "-o", "v.png", "--size", "400x300"] + extra + style
            let plan = try CLI.plan(args, stdin: data, in: dir)
            // A pie's slices, a discrete chart's plots, the other kinds' series.
            let slices = (plan["pages"] as? [[String: Any]])?.first?["slices"]
            let entries = try #require((plan["series"] ?? plan["plots"] ?? slices) as? [[String: Any]])
            #expect(entries.map { $0["color"] as? String } == spread, "\(style)")
            let result = try CLI.run(args, stdin: data, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            let png = try PNGImage.load(path: dir + "/v.png")
            for color in spread {
                #expect(png.count { $0.isNear(hex: color, tolerance: 12) } > 20, "\(color) not drawn with \(style)")
            }
        }
        // One series keeps the dark end.
        let one = try CLI.plan(["line", "--palette", "viridis", "--y", "a"], stdin: KindSample.lines)
        #expect((one["series"] as? [[String: Any]])?.first?["color"] as? String == "#440154")
    }

    /// The default look adds nothing to the plan; any other theme is named there.
    @Test func planNamesOnlyANonDefaultTheme() throws {
        for kind in Self.kinds {
            let data = try #require(ChartKind(rawValue: kind)).sample.showcase
            #expect(try CLI.plan([kind], stdin: data)["theme"] == nil, "\(kind)")
            #expect(try CLI.plan([kind, "--font-size", "12"], stdin: data)["theme"] == nil, "\(kind)")
            let theme = try CLI.plan([kind, "--theme", "print"], stdin: data)["theme"] as? [String: Any]
            #expect(theme?["name"] as? String == "print", "\(kind)")
        }
    }

    /// A font name outside fontconfig's family characters is refused before anything runs (issue
    /// 23: gnuplot's SVG terminal wrote `x" onmouseover="…` into every text element's attributes):
    /// exit 64 naming `--font`, 65 naming the theme file's line and column, no file, no command run.
    @Test(
        arguments: ["it's `touch canary` %s %d", "'`touch canary`'", "%%`touch canary`\\", "x\" onmouseover=\"alert(1)", "a<b>&c"],
        ChartKind.allCases)
    func hostileFontNamesAreRefused(_ font: String, _ kind: ChartKind) throws {
        let dir = try TemporaryDirectory.make()
        try "# team theme\nfont = \(font)\n".write(toFile: dir + "/f.theme", atomically: true, encoding: .utf8)
        let (kind, data) = (kind.commandName, kind.sample.rows)
        for output in ["c.svg", "c.png", "c.pdf"] {
            let flag = try CLI.run([kind, "-o", output, "--font", font], stdin: data, in: dir)
            #expect(flag.status == 64, "\(flag.stderr)")
            #expect(flag.stderr.hasPrefix("chart: error: --font: a font name cannot contain "), "\(flag.stderr)")
            let theme = try CLI.run([kind, "-o", output, "--theme", "./f.theme"], stdin: data, in: dir)
            #expect(theme.status == 65, "\(theme.stderr)")
            #expect(theme.stderr.hasPrefix("chart: error: ./f.theme:2:8: a font name cannot contain "), "\(theme.stderr)")
            #expect(theme.stderr.split(separator: "\n").count == 1)
        }
        #expect(CLI.files(in: dir) == ["f.theme"])
    }

    /// A theme path that is not a regular file is refused unread with exit 66 (issue 23: a FIFO
    /// blocked chart forever, waiting for a writer); a file that is not a theme is refused with
    /// exit 65 and none of its text (issue 23: `--theme /etc/passwd` printed its first line).
    @Test func nonThemeFilesAreRefusedUnquoted() throws {
        let dir = try TemporaryDirectory.make()
        #expect(mkfifo(dir + "/fifo.theme", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: dir + "/folder.theme", withIntermediateDirectories: false)
        try "root:x:0:0:secret-root:/root:/bin/bash\n".write(toFile: dir + "/passwd", atomically: true, encoding: .utf8)
        try "# deploy\nAWS_SECRET=hunter2\n".write(toFile: dir + "/.env", atomically: true, encoding: .utf8)
        let notATheme =
            """
            not a chart theme file: its first line that is not blank or a comment must be key = value with a theme key such as extends, background \
            or palette
            """
        let cases: [(path: String, status: Int32, message: String)] = [
            ("./fifo.theme", 66, "cannot read ./fifo.theme: is a FIFO, not a regular file"),
            ("/dev/null", 66, "cannot read /dev/null: is a device, not a regular file"),
            ("/dev/zero", 66, "cannot read /dev/zero: is a device, not a regular file"),
            ("./folder.theme", 66, "cannot read ./folder.theme: is a directory"),
            ("./passwd", 65, "./passwd:1:1: " + notATheme),
            ("./.env", 65, "./.env:2:1: " + notATheme),
        ]
        for (path, status, message) in cases {
            for kind in Self.kinds {
                let data = try #require(ChartKind(rawValue: kind)).sample.rows
                let result = try CLI.run([kind, "-o", "c.png", "--theme", path], stdin: data, in: dir, timeout: 20)
                #expect(result.status == status, "\(path): \(result.stderr)")
                #expect(result.stderr == "chart: error: " + message + "\n", "\(path)")
                #expect(!result.stderr.contains("secret") && !result.stderr.contains("hunter2"))
            }
        }
        #expect(CLI.files(in: dir) == [".env", "fifo.theme", "folder.theme", "passwd"])
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var theme: String?
        var status: Int32
        var message: String
        var testDescription: String { name }
    }

    static let bad: [Bad] = [
        Bad(
            name: "theme file: bad colour", arguments: ["--theme", "house.theme"], theme: "# house\nextends = dark\ntext   = #12345\n", status: 65,
            message: "chart: error: house.theme:3:10: expected a colour #RRGGBB (or #RGB, or a name like navy), found \"#12345\""),
        Bad(
            name: "theme file: unknown key", arguments: ["--theme", "./house.theme"], theme: "backgrund = #000\n", status: 65,
            message: "chart: error: ./house.theme:1:1: unknown key \"backgrund\"; did you mean \"background\"?"),
        Bad(
            name: "theme file missing", arguments: ["--theme", "nope.theme"], theme: nil, status: 66,
            message: "chart: error: cannot read nope.theme: No such file or directory"),
        Bad(
            name: "unknown theme name", arguments: ["--theme", "drak"], theme: nil, status: 64,
            message:
                """
                chart: error: unknown theme \"drak\": expected light, dark or print, a theme in FOLDERS (none holds drak.theme), or the path of a \
                theme file like ./house.theme; did you mean \"dark\"?
                """
        ),
        Bad(
            name: "unknown palette", arguments: ["--palette", "virdis"], theme: nil, status: 64,
            message:
                "chart: error: invalid --palette \"virdis\"; did you mean \"viridis\"? (expected okabe-ito, tableau10 or viridis)"
        ),
        Bad(
            name: "font with a comma", arguments: ["--font", "Arial,12"], theme: nil, status: 64,
            message: "chart: error: --font: a font name cannot contain a comma (gnuplot reads \"name,size\"); found \"Arial,12\" (see 'chart --help')"
        ),
        Bad(
            name: "font size out of range", arguments: ["--font-size", "100"], theme: nil, status: 64,
            message: "chart: error: --font-size must be between 4 and 72 (see 'chart --help')"),
    ]

    /// Bad styles fail with one line and the right code, on every kind, before any data is
    /// read (the data here is bad too, and never reported), leaving no file behind.
    @Test(arguments: bad, kinds)
    func badStylesFailFirst(_ bad: Bad, _ kind: String) throws {
        let dir = try TemporaryDirectory.make()
        if let theme = bad.theme { try theme.write(toFile: dir + "/house.theme", atomically: true, encoding: .utf8) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = "/nonexistent/config"
        let result = try CLI.run([kind, "-o", "out.png", "missing.csv"] + bad.arguments, in: dir, environment: environment)
        #expect(result.status == bad.status, "\(result.stderr)")
        let prefix = URL(fileURLWithPath: ChartProcess.binaryPath()).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .path
        let folders = "/nonexistent/config/chart/themes or \(prefix)/share/chart/themes"
        // A heatmap does not list --palette (its cells take --scheme): any palette is refused as such.
        let message =
            kind == "heatmap" && bad.arguments.first == "--palette"
            ? "chart: error: --palette does not apply to heatmap charts: a heatmap has no series; choose the cells' colours with --scheme "
                + "(see 'chart --help')"
            : bad.message.replacingOccurrences(of: "FOLDERS", with: folders)
        #expect(result.stderr == message + "\n")
        #expect(CLI.files(in: dir) == (bad.theme == nil ? [] : ["house.theme"]))
    }
}
