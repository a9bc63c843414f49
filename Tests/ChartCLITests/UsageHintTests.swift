import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Usage errors that point at what the user meant (issue 34 item 10): one row each, the
/// built binary's exit code and exact stderr line (rows in `Tests/Fixtures/errors/usage-hints.json`).
@Suite struct UsageHintTests {
    /// The rows of `Tests/Fixtures/errors/usage-hints.json`, each a whole command line.
    static let rows = (try? BadInput.rows(in: "usage-hints")) ?? []

    @Test(arguments: rows)
    func usageErrorPointsAtWhatWasMeant(_ row: BadInput) throws {
        try CLI.expectFailure(arguments: row.arguments, row)
    }

    @Test func rowsRead() throws {
        #expect(try !BadInput.rows(in: "usage-hints").isEmpty)
    }

    /// The enum-valued options of every kind, from ArgumentParser's own description of the
    /// commands (`--experimental-dump-help`), so an option added later is covered too.
    static func enumOptions() throws -> [(kind: String, flag: String, values: [String])] {
        let result = try CLI.run(["--experimental-dump-help"])
        let dump = try JSONDecoder().decode(FlagTable.Dump.self, from: Data(result.stdout))
        return (dump.command.subcommands ?? []).filter { ChartKind(rawValue: $0.commandName) != nil }.flatMap { command in
            (command.arguments ?? []).compactMap { argument in
                guard argument.kind == "option", argument.shouldDisplay, let values = argument.allValues, !values.isEmpty,
                    let long = argument.names?.first(where: { $0.kind == "long" })?.name
                else { return nil }
                return (command.commandName, "--" + long, values)
            }
        }
    }

    /// Every enum-valued option of every kind gets its nearest value and the list: a slip (the
    /// value's last letter typed twice) names the value, for each value of each option.
    @Test func everyEnumOptionSuggestsTheNearestValue() throws {
        let options = try Self.enumOptions()
        #expect(options.count >= 30, "found only \(options.map { "\($0.kind) \($0.flag)" })")
        #expect(Set(options.map(\.flag)).isSuperset(of: ["--palette", "--legend", "--y-range", "--color", "--format", "--format-out"]))
        for (kind, flag, values) in options {
            let list = values.count == 1 ? values[0] : values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
            let value = values.max { $0.count < $1.count } ?? values[0]
            let slip = value + String(value.last ?? "x")
            let dir = try TemporaryDirectory.make()
            let result = try CLI.run([kind, "\(flag)=\(slip)", "-o", "x.png"], stdin: FlagProbe.standardInput(kind), in: dir)
            #expect(result.status == 64, "\(kind) \(flag): \(result.stderr)")
            #expect(
                result.stderr == "chart: error: invalid \(flag) \"\(slip)\"; did you mean \"\(value)\"? (expected \(list))\n",
                "\(kind) \(flag)")
        }
    }
}
