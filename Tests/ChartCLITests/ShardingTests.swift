import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// A big job cut into shards with an existing engine (GNU parallel) gives the same files, byte
/// for byte, as one run: `--plan` lists the pages, `--page A-B` renders a shard (issue 11).
@Suite struct ShardingTests {
    static var parallel: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/parallel" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The reference's one-machine recipe (`share/doc/chart/reference.md`, "Big jobs"), the line as pasted (with `chart` on PATH): its four
    /// shards of a 40-page job give the same 40 files, byte for byte, as one run.
    @Test func readmeRecipeEqualsOneRun() throws {
        guard Self.parallel != nil else {
            print("note: ShardingTests skipped: GNU parallel is not installed (scripts/bootstrap installs it as root)")
            return
        }
        let readme = URL(fileURLWithPath: CLI.example("metrics.csv")).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("share/doc/chart/reference.md").path
        let recipes = try String(contentsOfFile: readme, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("parallel chart ") && !$0.hasSuffix("\\") }
        #expect(recipes.count == 1, "\(recipes)")
        let recipe = try #require(recipes.first.map(String.init))
        #expect(recipe.contains("big.csv --page-size 1000"))

        let dir = try TemporaryDirectory.make()
        let rows = (0..<40_000).map { "\($0),\(($0 * 7919) % 1000),\(($0 * 104_729) % 700)" }.joined(separator: "\n")
        try ("t,a,b\n" + rows + "\n").write(toFile: dir + "/big.csv", atomically: true, encoding: .utf8)
        let single = try CLI.run(["line", "big.csv", "--page-size", "1000", "-o", "single/p.png"], in: dir, timeout: 120)
        #expect(single.status == 0, "\(single.stderr)")

        let sharded = try Self.shell(recipe, in: dir)
        #expect(sharded.status == 0, "\(sharded.stderr)")
        let names = CLI.files(in: dir + "/single")
        #expect(names == (1...40).map { String(format: "p-%03d.png", $0) })
        #expect(CLI.files(in: dir + "/out") == names)
        for name in names {
            #expect(
                FileManager.default.contents(atPath: dir + "/single/" + name) == FileManager.default.contents(atPath: dir + "/out/" + name), "\(name)"
            )
        }
    }

    /// Shards of one page each (`::: 1 2 3`) used to write `p.png` three times, all exiting 0:
    /// each page now has its own name, the one a full run gives it.
    @Test func onePageShardsWriteTheirOwnFiles() throws {
        guard Self.parallel != nil else { return }
        let dir = try TemporaryDirectory.make()
        let rows = (0..<40).map { "\($0),\(($0 * 7919) % 100)" }.joined(separator: "\n")
        try ("t,a\n" + rows + "\n").write(toFile: dir + "/data.csv", atomically: true, encoding: .utf8)
        let single = try CLI.run(["line", "data.csv", "--page-size", "10", "--size", "300x200", "-o", "single/p.png"], in: dir)
        #expect(single.status == 0, "\(single.stderr)")
        let sharded = try Self.shell("parallel chart line data.csv --page-size 10 --size 300x200 --page {} -o out/p.png ::: 1 2 3 4", in: dir)
        #expect(sharded.status == 0, "\(sharded.stderr)")
        let names = ["p-001.png", "p-002.png", "p-003.png", "p-004.png"]
        #expect(CLI.files(in: dir + "/out") == names)
        for name in names {
            #expect(
                FileManager.default.contents(atPath: dir + "/single/" + name) == FileManager.default.contents(atPath: dir + "/out/" + name), "\(name)"
            )
        }
    }

    /// Runs `line` with `sh -c` in `dir`, the built `chart` first on PATH (as an installed one is).
    static func shell(_ line: String, in dir: String) throws -> (status: Int32, stderr: String) {
        let bin = dir + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: bin + "/chart") {
            try FileManager.default.createSymbolicLink(atPath: bin + "/chart", withDestinationPath: ChartProcess.binaryPath())
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try ProcessPipeline(
            executable: "/bin/sh", arguments: ["-c", line], environment: environment,
            currentDirectory: dir, timeout: 240
        ).run()
        return (result.status, String(decoding: result.stderr, as: UTF8.self))
    }
}
