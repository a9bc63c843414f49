import ArgumentParser
import Testing

@testable import chart

/// `SubcommandShortcut` parses `chart KIND …` as KIND's own root: it must give exactly the
/// command a parse from `chart`'s root gives, and nothing for what is not a plain run, so
/// help, usage and errors still come from the whole tree.
@Suite struct SubcommandShortcutTests {
    static let plainRuns: [[String]] = [
        ["line", "in.csv", "-o", "x.png"],
        ["line", "in.csv", "--plan", "--y", "a,b", "--page-size", "100", "--page", "2"],
        ["line", "-", "-o", "out/x.svg", "--title", "a title", "--points", "--y-log"],
        ["bar", "in.csv", "-o", "x.png", "--horizontal"],
        ["pie", "in.csv", "-o", "x.pdf"],
        ["hist", "in.csv", "--y", "a", "--bins", "20", "-o", "x.png"],
        ["scatter", "in.csv", "--x", "a", "--y", "b", "--no-density", "-o", "x.png"],
        ["discrete", "in.csv", "-o", "x.png"],
        ["area", "in.csv", "--stacked", "-o", "x.png"],
        ["box", "in.csv", "--x", "g", "--value", "a", "-o", "x.png"],
        ["heatmap", "in.csv", "--x", "t", "--y", "a", "-o", "x.png"],
        ["doctor"],
        ["version"],
    ]

    static let notPlainRuns: [[String]] = [
        [], ["line", "--help"], ["line", "-h"], ["help", "line"], ["--version"], ["line", "--version"],
        ["line", "in.csv", "--no-such-flag"], ["line", "in.csv", "--page-size"], ["nosuchkind", "in.csv"],
        ["line", "--generate-completion-script", "bash"], ["line", "in.csv", "--page", "0"],
    ]

    @Test(arguments: plainRuns)
    func aPlainRunParsesAsFromTheRoot(arguments: [String]) throws {
        let direct = try #require(SubcommandShortcut.command(for: arguments, in: Chart.configuration.subcommands))
        let fromRoot = try Chart.parseAsRoot(arguments)
        #expect(type(of: direct) == type(of: fromRoot))
        #expect(String(reflecting: direct) == String(reflecting: fromRoot))
    }

    @Test(arguments: notPlainRuns)
    func anythingElseIsLeftToTheRoot(arguments: [String]) {
        #expect(SubcommandShortcut.command(for: arguments, in: Chart.configuration.subcommands) == nil)
    }
}
