import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `--stacked --y-log` was drawn, and its segment lengths meant nothing (issue 33 item 3): Iowa's
/// 2017 fossil generation (29,329 GWh) stacked on renewables (21,933) came out 2.2 times as tall,
/// a real ratio of 1.34. Refused before any data is read (exit 64, the reason and both ways out),
/// for bars and histograms; a cumulative histogram on a log axis is still drawn.
@Suite struct StackedLogRefusalTests {
    static let message =
        """
        chart: error: --stacked cannot be combined with --y-log: on a log axis a stacked segment's length depends on the segments below it, not on \
        its own value; drop --y-log to stack on a linear axis, or drop --stacked (see 'chart --help')
        """

    static let electricity = CLI.fixture("iowa-electricity.csv")

    static let cases: [BadInput] = [
        .init(
            name: "bar electricity stacked",
            arguments: [electricity, "--x", "year", "--series", "source", "--y", "net_generation", "--stacked", "--y-log"],
            stdin: "", status: 64, message: message),
        .init(
            name: "bar horizontal stacked",
            arguments: [electricity, "--series", "source", "--y", "net_generation", "--stacked", "--y-log", "--horizontal"],
            stdin: "", status: 64, message: message),
        // Refused before reading: even an unreadable input gets the usage error.
        .init(name: "bar stacked, no input read", arguments: ["missing.csv", "--stacked", "--y-log"], stdin: "", status: 64, message: message),
        .init(name: "hist stacked", arguments: ["--stacked", "--y-log"], stdin: "a,b\n1,2\n2,3\n", status: 64, message: message),
        .init(
            name: "hist stacked percent", arguments: ["--stacked", "--percent", "--y-log"], stdin: "a,b\n1,2\n2,3\n", status: 64, message: message),
    ]

    @Test(arguments: cases)
    func refused(_ bad: BadInput) throws {
        try CLI.expectFailure(bad.name.hasPrefix("hist") ? "hist" : "bar", bad)
    }

    /// The same electricity stacked on a linear axis, and grouped on a log one, are drawn; so is
    /// a cumulative histogram of two series on a log axis.
    @Test(arguments: [
        ["bar", electricity, "--x", "year", "--series", "source", "--y", "net_generation", "--stacked"],
        ["bar", electricity, "--x", "year", "--series", "source", "--y", "net_generation", "--y-log"],
        ["hist", "--cumulative", "--y-log", "--y", "a,b"],
    ])
    func drawn(_ arguments: [String]) throws {
        let result = try CLI.run(arguments + ["-o", "-"], stdin: "a,b\n1,2\n2,3\n3,3\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGImage.load(data: result.stdout).width > 0)
    }

    /// The help of each stacking flag says it does not go with `--y-log`.
    @Test(arguments: ChartKind.all(.stacking).map(\.commandName))
    func helpSaysSo(_ command: String) throws {
        let help = String(decoding: try CLI.run([command, "--help"]).stdout, as: UTF8.self)
        let stacked = help.split(separator: "\n").drop { !$0.hasPrefix("  --stacked ") }.prefix(3).joined(separator: " ").split(separator: " ")
            .joined(separator: " ")
        #expect(stacked.contains("not with --y-log"), "\(stacked)")
    }
}
