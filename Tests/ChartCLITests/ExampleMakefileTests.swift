import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// share/examples/Makefile as a user's build (issue 34): every target was `.PHONY`, so each
/// `make` redrew every chart although the file says to copy its rules. Run on a copy of the
/// examples with the built binary: a second `make -j2` does nothing, touching one CSV remakes only
/// its figures, a new binary makes everything stale, and a failed run leaves no fresh-looking
/// target. A subset of the examples keeps it quick; it holds a multi-page chart (whose target is
/// its first page), two figures from one CSV, a pie and one drawn from stdin.
@Suite struct ExampleMakefileTests {
    static let targets = ["diagonal", "sales", "metrics", "u5mr", "u5mr-horizontal", "budget"]

    /// A copy of share/examples and of the binary (so touching it disturbs no other test), and
    /// the folder the figures go to.
    struct Workspace {
        let examples: String
        let out: String
        let chart: String

        init() throws {
            let root = try TemporaryDirectory.make()
            examples = root + "/examples"
            out = root + "/out"
            chart = root + "/bin/chart"
            let source = URL(fileURLWithPath: CLI.example("Makefile")).deletingLastPathComponent().path
            try FileManager.default.copyItem(atPath: source, toPath: examples)
            try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: ChartProcess.binaryPath(), toPath: chart)
        }

        /// `make ARGS… targets` in the copied examples.
        func make(_ arguments: [String], targets: [String] = ExampleMakefileTests.targets) throws -> ChartProcessResult {
            try ChartProcess.runExecutable(
                "/usr/bin/env", ["make", "--no-print-directory", "-C", examples, "CHART=\(chart)", "OUT=\(out)"] + arguments + targets,
                currentDirectory: examples, timeout: 300)
        }

        /// Every file under the output folder with its modification time in nanoseconds.
        func mtimes() -> [String: Int] {
            var result: [String: Int] = [:]
            for case let name as String in FileManager.default.enumerator(atPath: out)?.allObjects ?? [] {
                var info = stat()
                guard stat(out + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                result[name] = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
            }
            return result
        }

        /// The names whose time differs between two snapshots (or which appeared or vanished).
        static func changed(_ before: [String: Int], _ after: [String: Int]) -> Set<String> {
            Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        }

        /// Marks `path` as changed after the newest figure. File times come from a coarse kernel
        /// clock (a few milliseconds), so a file written right after a figure can carry the very
        /// same time, which make rightly takes as up to date: wait until the clock has moved past
        /// the newest figure (plus a margin for the clock's grain), then touch.
        func touch(_ path: String) throws {
            let newest = mtimes().values.max() ?? 0
            while true {
                var now = timespec()
                clock_gettime(CLOCK_REALTIME, &now)
                let left = newest + 20_000_000 - (Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec))
                if left <= 0 { break }
                usleep(useconds_t(left / 1_000 + 1))
            }
            let result = try ChartProcess.runExecutable("/usr/bin/env", ["touch", path], currentDirectory: examples)
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test func secondMakeDoesNothingAndATouchRemakesOnlyItsFigures() throws {
        let work = try Workspace()
        let first = try work.make(["-j2"])
        #expect(first.status == 0, "\(first.stderr)")
        let made = work.mtimes()
        for figure in [
            "diagonal.png", "sales.png", "metrics/metrics-001.png", "metrics/metrics-010.png", "u5mr.png", "u5mr-horizontal.png", "budget.png",
        ] {
            #expect(made[figure] != nil, "\(figure) was not made: \(made.keys.sorted())")
        }

        // Up to date: `make -q` says so, and a second run runs no command and changes no file.
        #expect(try work.make(["-q"]).status == 0)
        let second = try work.make(["-j2"])
        #expect(second.status == 0, "\(second.stderr)")
        let secondOutput = String(decoding: second.stdout, as: UTF8.self)
        #expect(!secondOutput.contains(work.chart), "the second make ran chart:\n\(secondOutput)")
        #expect(Workspace.changed(made, work.mtimes()).isEmpty)

        // One CSV touched: exactly the two figures drawn from it are remade.
        try work.touch(work.examples + "/u5mr.csv")
        #expect(try work.make(["-q"]).status == 1)
        let third = try work.make(["-j2"])
        #expect(third.status == 0, "\(third.stderr)")
        let afterTouch = work.mtimes()
        #expect(Workspace.changed(made, afterTouch) == ["u5mr.png", "u5mr-horizontal.png"])
        #expect(try work.make(["-q"]).status == 0)

        // A new chart binary makes every figure stale (CHART is a path, so it is a prerequisite).
        try work.touch(work.chart)
        for target in Self.targets {
            #expect(try work.make(["-q"], targets: [target]).status == 1, "\(target) is not remade for a new binary")
        }
    }

    /// chart writes a figure whole or not at all, so a run that fails on bad data leaves the old
    /// file untouched: make sees it still out of date and tries again next time, instead of
    /// taking a fresh empty file for a made one.
    @Test func failedRunLeavesTheTargetStale() throws {
        let work = try Workspace()
        #expect(try work.make([], targets: ["sales"]).status == 0)
        let before = work.mtimes()
        let old = try Data(contentsOf: URL(fileURLWithPath: work.out + "/sales.png"))

        try "month,current,previous\n2024-01,12,x\n".write(toFile: work.examples + "/sales.csv", atomically: true, encoding: .utf8)
        try work.touch("sales.csv")
        let failed = try work.make([], targets: ["sales"])
        #expect(failed.status != 0)
        #expect(failed.stderr.contains("sales.csv:2:"), "\(failed.stderr)")
        #expect(Workspace.changed(before, work.mtimes()).isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: work.out + "/sales.png")) == old)
        #expect(try work.make(["-q"], targets: ["sales"]).status == 1)
        #expect(CLI.files(in: work.out) == ["sales.png"], "a temporary file was left: \(CLI.files(in: work.out))")
    }
}
