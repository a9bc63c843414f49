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

    @Test func fortyPagesInFourShardsEqualOneRun() throws {
        guard let parallel = Self.parallel else {
            print("note: ShardingTests skipped: GNU parallel is not installed (scripts/bootstrap installs it as root)")
            return
        }
        let dir = try TemporaryDirectory.make()
        let rows = (0..<4000).map { "\($0),\(($0 * 7919) % 1000),\(($0 * 104_729) % 700)" }.joined(separator: "\n")
        try ("t,a,b\n" + rows + "\n").write(toFile: dir + "/data.csv", atomically: true, encoding: .utf8)
        for folder in ["single", "shards"] { try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: false) }

        let single = try CLI.run(["line", "data.csv", "--page-size", "100", "--page", "all", "-o", "single/p.png"], in: dir)
        #expect(single.status == 0, "\(single.stderr)")
        let plan = try CLI.plan(["line", "data.csv", "--page-size", "100"], in: dir)
        #expect(plan["pageCount"] as? Int == 40)

        // The README recipe: four shards of ten pages, run by GNU parallel.
        let script = "'\(parallel)' --will-cite --halt now,fail=1 -j 4 \"$CHART\" line data.csv --page-size 100 --page {} -o shards/p.png ::: 1-10 11-20 21-30 31-40"
        var environment = ProcessInfo.processInfo.environment
        environment["CHART"] = ChartProcess.binaryPath()
        let sharded = try ProcessPipeline(executable: "/bin/sh", arguments: ["-c", script], environment: environment,
                                          currentDirectory: dir, timeout: 120).run()
        #expect(sharded.status == 0, "\(String(decoding: sharded.stderr, as: UTF8.self))")

        let names = CLI.files(in: dir + "/single")
        #expect(names.count == 40 && names == CLI.files(in: dir + "/shards"))
        for name in names {
            #expect(FileManager.default.contents(atPath: dir + "/single/" + name) == FileManager.default.contents(atPath: dir + "/shards/" + name), "\(name)")
        }
    }
}
