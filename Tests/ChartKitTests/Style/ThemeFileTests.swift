import Foundation
import Testing

@testable import ChartKit

/// Theme files: what they set, and every error with its exact `file:line:column` and message.
@Suite struct ThemeFileTests {
    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var message: String
        var testDescription: String { name }
    }

    static let bad: [Bad] = [
        Bad(
            name: "unknown key, near one", text: "extends = dark\nbackgrund = #123456\n",
            message: "house.theme:2:1: unknown key \"backgrund\"; did you mean \"background\"?"),
        Bad(
            name: "unknown key, indented", text: "extends = light\n\n  # c\n   colour = red\n",
            message:
                """
                house.theme:4:4: unknown key \"colour\" (keys: extends, background, text, axis, grid, reference, annotation, slice-text, \
                secondary-text, leader, outline, palette, dashes, point-types, fills, font, font-size, line-width)
                """
        ),
        Bad(
            name: "unknown key, one slip", text: "font_size = 12\n",
            message: "house.theme:1:1: unknown key \"font_size\"; did you mean \"font-size\"?"),
        Bad(
            name: "upper-case key", text: "Background = #fff\n",
            message: "house.theme:1:1: unknown key \"Background\"; did you mean \"background\"?"),
        // A file whose first setting names no theme key is not a theme: nothing of it is quoted.
        Bad(
            name: "not a theme: a password file", text: "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/:/bin/sh\n",
            message: "house.theme:1:1: " + notATheme),
        Bad(
            name: "not a theme: an environment file after comments", text: "# secrets\n\n  API_TOKEN=hunter2\n",
            message: "house.theme:3:3: " + notATheme),
        Bad(
            name: "not a theme: key = value with no theme key", text: "password = hunter2\nbackground = #fff\n",
            message: "house.theme:1:1: " + notATheme),
        Bad(
            name: "not a theme: JSON", text: "{\"token\": \"hunter2\"}\n",
            message: "house.theme:1:1: " + notATheme),
        Bad(
            name: "not a theme: one word", text: "hunter2\n",
            message: "house.theme:1:1: " + notATheme),
        Bad(
            name: "five hex digits", text: "# house\ntext = #12345\n",
            message: "house.theme:2:8: expected a colour #RRGGBB (or #RGB, or a name like navy), found \"#12345\""),
        Bad(
            name: "comment after a colour", text: "grid   =   #dddddd # light\n",
            message: "house.theme:1:12: expected a colour #RRGGBB (or #RGB, or a name like navy), found \"#dddddd # light\""),
        Bad(
            name: "no equals sign", text: "background #ffffff\n",
            message: "house.theme:1:1: expected key = value, found \"background #ffffff\""),
        Bad(
            name: "no key", text: "  = #ffffff\n",
            message: "house.theme:1:3: expected a key before ="),
        Bad(
            name: "no value", text: "axis =  \n",
            message: "house.theme:1:9: expected a value after \"axis =\""),
        Bad(
            name: "key twice", text: "axis = #333\ngrid = #eee\naxis = #444\n",
            message: "house.theme:3:1: \"axis\" is already set on line 1"),
        Bad(
            name: "extends after a key", text: "grid = #eee\nextends = dark\n",
            message: "house.theme:2:1: extends must come before every other key (the theme starts from it); \"grid\" is set on line 1"),
        Bad(
            name: "extends an unknown theme", text: "extends = drak\n",
            message: "house.theme:1:11: expected light, dark or print, found \"drak\"; did you mean \"dark\"?"),
        Bad(
            name: "unknown palette", text: "palette = virdis\n",
            message:
                """
                house.theme:1:11: expected okabe-ito, tableau10 or viridis or a list of colours like #0072B2, #E69F00, found \"virdis\"; did you \
                mean \"viridis\"?
                """
        ),
        Bad(
            name: "bad colour inside a palette list", text: "palette = #112233, #44556, teal\n",
            message: "house.theme:1:20: expected a colour #RRGGBB (or #RGB, or a name like navy), found \"#44556\""),
        Bad(
            name: "empty palette entry", text: "palette = #112233,,teal\n",
            message: "house.theme:1:19: expected a colour #RRGGBB (or #RGB, or a name like navy), found nothing"),
        Bad(
            name: "odd dash count", text: "dashes = solid, 8 4 2\n",
            message: "house.theme:1:17: expected solid or 2, 4, 6 or 8 dash and gap lengths like 8 4, found \"8 4 2\""),
        Bad(
            name: "dash not a number", text: "dashes = solid,  8 x\n",
            message: "house.theme:1:18: expected solid or dash and gap lengths above 0 and at most 100 like 8 4, found \"x\""),
        Bad(
            name: "fill pattern 3 (solid) by number", text: "fills = solid, 3\n",
            message: "house.theme:1:16: expected solid or a gnuplot fill pattern (1, 2, 4, 5, 6, 7), found \"3\""),
        Bad(
            name: "point type out of range", text: "point-types = 7, 99\n",
            message: "house.theme:1:18: expected gnuplot point types from 1 to 15 like 7, 5, 9, found \"99\""),
        Bad(
            name: "font with a comma", text: "font = Helvetica,Bold\n",
            message: "house.theme:1:8: a font name cannot contain a comma (gnuplot reads \"name,size\"); found \"Helvetica,Bold\""),
        Bad(
            name: "font size too big", text: "font-size = 100\n",
            message: "house.theme:1:13: expected a font size from 4 to 72 points, found \"100\""),
        Bad(
            name: "line width zero", text: "line-width = 0\n",
            message: "house.theme:1:14: expected a line width above 0 and at most 50, found \"0\""),
        Bad(
            name: "columns count characters, not bytes", text: "# ünïcödé\ntext = «x»\n",
            message: "house.theme:2:8: expected a colour #RRGGBB (or #RGB, or a name like navy), found \"«x»\""),
    ]

    static let notATheme =
        """
        not a chart theme file: its first line that is not blank or a comment must be key = value with a theme key such as extends, background or \
        palette
        """

    @Test(arguments: bad)
    func errors(_ bad: Bad) {
        do {
            _ = try ThemeFile.parse(bad.text, file: "house.theme")
            Issue.record("parsed without an error")
        } catch let error as ChartError {
            #expect(error.description == bad.message)
            if case .badData = error {} else { Issue.record("not a data error: \(error)") }
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func invalidUTF8IsAnErrorAtItsColumn() {
        let bytes: [UInt8] = Array("font = ab".utf8) + [0xFF] + Array("c\n".utf8)
        #expect(
            throws: ChartError.badData(location: SourceLocation(file: "t.theme", line: 1, column: 10), column: nil, message: "expected UTF-8 text")
        ) {
            try ThemeFile.parse(bytes, file: "t.theme")
        }
    }

    @Test func setsEveryKey() throws {
        let text = """
            \u{FEFF}# all of it\r
            extends = print\r
            background = #101010
            text = white
            axis = #abc
            grid = #202020
            reference = #303030
            annotation = #404040
            slice-text = #505050
            secondary-text = #606060
            leader = #707070
            outline = #808080
            palette = tableau10
            dashes = solid, 8 4, 2 3 2 3
            point-types = 5, 9
            fills = 4, solid
            font = Liberation Serif
            font-size = 12.5
            line-width = 1.5
            """
        let theme = try ThemeFile.parse(text, file: "all.theme")
        let expected = Theme(
            name: "all.theme", background: "#101010", text: "#FFFFFF", axis: "#AABBCC", grid: "#202020", reference: "#303030",
            annotation: "#404040", sliceText: "#505050", secondaryText: "#606060", leader: "#707070", outline: "#808080",
            palette: Palette.tableau10, dashes: [.solid, .pattern([8, 4]), .pattern([2, 3, 2, 3])], pointTypes: [5, 9],
            font: "Liberation Serif", fontSize: 12.5, lineWidth: 1.5, fills: [.pattern(4), .solid])
        #expect(theme == expected)
    }

    @Test func emptyFileIsLight() throws {
        var light = Theme.light
        light.name = "empty.theme"
        #expect(try ThemeFile.parse("", file: "empty.theme") == light)
        #expect(try ThemeFile.parse("# nothing\n\n   \n", file: "empty.theme") == light)
    }

    @Test func extendsStartsFromTheBuiltin() throws {
        let theme = try ThemeFile.parse("extends = dark\npalette = #112233, #445566\n", file: "d.theme")
        var expected = Theme.dark
        expected.name = "d.theme"
        expected.palette = ["#112233", "#445566"]
        #expect(theme == expected)
    }

    /// share/themes/ holds each built-in as a file; they must stay the same theme.
    @Test(arguments: BuiltinTheme.allCases)
    func shippedFilesMatchTheBuiltins(_ builtin: BuiltinTheme) throws {
        let path = Self.shareThemes + "/\(builtin.rawValue).theme"
        var theme = try ThemeFile.load(path: path)
        theme.name = builtin.rawValue
        #expect(theme == builtin.theme)
    }

    @Test func houseThemeSetsEveryKey() throws {
        let text = try String(contentsOfFile: Self.shareThemes + "/house.theme", encoding: .utf8)
        _ = try ThemeFile.parse(text, file: "house.theme")
        let keys = Set(
            text.split(separator: "\n").compactMap { line -> String? in
                guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { return nil }
                return line[..<equals].trimmingCharacters(in: .whitespaces)
            })
        #expect(keys == Set(ThemeKey.allCases.map(\.rawValue)))
    }

    @Test func missingFileCannotBeRead() {
        #expect(throws: ChartError.cannotRead(path: "/nonexistent/house.theme", reason: "No such file or directory")) {
            try ThemeFile.load(path: "/nonexistent/house.theme")
        }
    }

    @Test func sourceNamesBuiltinsAndFiles() throws {
        #expect(ThemeSource("dark") == .builtin(.dark))
        #expect(ThemeSource("./dark") == .file(path: "./dark"))
        #expect(try ThemeSource("print").theme() == .print)
        #expect(
            throws: ChartError.usage(
                "unknown theme \"drak\": expected light, dark or print, or the path of a theme file like ./house.theme; did you mean \"dark\"?")
        ) {
            try ThemeSource("drak").theme()
        }
    }

    static var shareThemes: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("share/themes").path
    }
}
