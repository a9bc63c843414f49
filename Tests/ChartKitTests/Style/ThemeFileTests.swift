import Foundation
import Testing

@testable import ChartKit

/// Theme files: what they set, and every error with its exact `file:line:column` and message.
@Suite struct ThemeFileTests {
    /// A theme file that must be refused and the exact message: the rows of
    /// `Tests/Fixtures/theme-errors.json` (data, so the cases do not repeat one shape as code).
    struct Bad: CustomTestStringConvertible, Sendable, Decodable {
        var name: String
        var text: String
        var message: String
        /// Why the case is there; for people only.
        var note: String?
        var testDescription: String { name }
    }

    static let bad: [Bad] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/theme-errors.json")
        return (try? JSONDecoder().decode([Bad].self, from: Data(contentsOf: url))) ?? []
    }()

    @Test func badCasesRead() {
        #expect(!Self.bad.isEmpty)
    }

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
