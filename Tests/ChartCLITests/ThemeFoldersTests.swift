import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `--theme NAME` finds `NAME.theme` in the user's theme folder and beside an installed binary,
/// from any working folder (issue 16 item 17: theme paths in the examples worked only from the
/// repository root).
@Suite struct ThemeFoldersTests {
    static let lines = "x,y\n0,1\n1,3\n2,2\n"

    static func writeTheme(_ background: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "extends = light\nbackground = \(background)\n".write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func theme(_ plan: [String: Any]) -> (name: String?, background: String?) {
        let theme = plan["theme"] as? [String: Any]
        return (theme?["name"] as? String, theme?["background"] as? String)
    }

    @Test func userFolderFromAnyWorkingFolder() throws {
        let dir = try TemporaryDirectory.make()
        try Self.writeTheme("#102030", to: dir + "/config/chart/themes/house.theme")
        // A folder of the same name where chart runs is not a theme file: the search goes on.
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere/house", withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = dir + "/config"
        let result = try CLI.run(["line", "--theme", "house", "--plan"], stdin: Self.lines, in: dir + "/elsewhere", environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        #expect(Self.theme(plan).background == "#102030")
        #expect(Self.theme(plan).name == dir + "/config/chart/themes/house.theme")

        // Without XDG_CONFIG_HOME the folder is ~/.config/chart/themes; a PNG in that theme.
        environment["XDG_CONFIG_HOME"] = nil
        environment["HOME"] = dir + "/home"
        try Self.writeTheme("#203040", to: dir + "/home/.config/chart/themes/house.theme")
        let png = try CLI.run(["bar", "--theme", "house", "-o", "b.png"], stdin: Self.lines, in: dir + "/elsewhere", environment: environment)
        #expect(png.status == 0, "\(png.stderr)")
        let image = try PNGImage.load(path: dir + "/elsewhere/b.png")
        #expect(image[2, 2].isNear(hex: "#203040", tolerance: 2))
    }

    /// An install (`PREFIX/bin/chart`, `PREFIX/share/chart/themes/`) finds its themes wherever it
    /// runs; the user's folder wins over it for the same name; a file in the working folder wins
    /// over both.
    @Test func installedBesideTheBinary() throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/prefix/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ChartProcess.binaryPath(), toPath: dir + "/prefix/bin/chart")
        try Self.writeTheme("#304050", to: dir + "/prefix/share/chart/themes/team.theme")
        try Self.writeTheme("#405060", to: dir + "/prefix/share/chart/themes/house.theme")
        try Self.writeTheme("#506070", to: dir + "/config/chart/themes/house.theme")
        try FileManager.default.createDirectory(atPath: dir + "/work", withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = dir + "/config"
        func background(_ theme: String) throws -> String? {
            let outcome = try ProcessPipeline(
                executable: dir + "/prefix/bin/chart", arguments: ["line", "--theme", theme, "--plan"],
                environment: environment, currentDirectory: dir + "/work"
            ).run(stdin: Array(Self.lines.utf8))
            #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
            let plan = try JSONSerialization.jsonObject(with: Data(outcome.stdout)) as? [String: Any] ?? [:]
            return Self.theme(plan).background
        }
        #expect(try background("team") == "#304050")
        #expect(try background("house") == "#506070")
        try Self.writeTheme("#607080", to: dir + "/work/house")
        #expect(try background("house") == "#607080")
        #expect(try background("dark") != "#607080")
    }

    /// A name found nowhere says where it looked; a path is never looked up in the folders.
    @Test func unknownNamesAndPaths() throws {
        let dir = try TemporaryDirectory.make()
        try Self.writeTheme("#102030", to: dir + "/config/chart/themes/house.theme")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = dir + "/config"
        let missing = try CLI.run(["line", "--theme", "hose", "-o", "a.png"], stdin: Self.lines, in: dir, environment: environment)
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("a theme in \(dir)/config/chart/themes or "))
        #expect(missing.stderr.contains("(none holds hose.theme)"))
        let path = try CLI.run(["line", "--theme", "./house.theme", "-o", "a.png"], stdin: Self.lines, in: dir, environment: environment)
        #expect(path.status == 66, "\(path.stderr)")
        #expect(CLI.files(in: dir) == ["config"])
    }
}
