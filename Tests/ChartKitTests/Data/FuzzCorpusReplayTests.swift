import ChartTestSupport
import Foundation
import Testing

/// Replays every file under `Tests/Fixtures/fuzz/<target>/` (seeds) and
/// `Tests/Fixtures/fuzz/crashers/<target>/` (inputs that once failed) through the same code the
/// libFuzzer targets run (`FuzzTargets`, see scripts/fuzz): any `ChartError` is fine; a trap
/// stops the suite, and a broken invariant is reported here with the file's name.
@Suite(.tags(.heavy)) struct FuzzCorpusReplayTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz")

    static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTargets.names)
    func replay(target: String) throws {
        let seeds = Self.files(in: Self.root.appendingPathComponent(target))
        let crashers = Self.files(in: Self.root.appendingPathComponent("crashers").appendingPathComponent(target))
        #expect(!seeds.isEmpty, "no seeds for \(target)")
        for file in seeds + crashers {
            let bytes = [UInt8](try Data(contentsOf: file))
            let problem = FuzzTargets.run(target, bytes)
            #expect(problem == nil, "\(target)/\(file.lastPathComponent): \(problem ?? "")")
        }
    }

    @Test func programInvariantsCatchUnsafeText() {
        let outputs = ["/o/a.png"]
        #expect(FuzzTargets.programProblem("set output '/o/a.png'\nplot x, \\\n  x\n", outputs: outputs) == nil)
        #expect(FuzzTargets.programProblem("set title \"`id`\"\n", outputs: outputs) != nil)
        #expect(FuzzTargets.programProblem("set title 'a\\\n", outputs: outputs) != nil)
        #expect(FuzzTargets.programProblem("set output '/etc/x'\n", outputs: outputs) != nil)
        // NaN or infinity in a command; `nan` is a gap inside a data block and text in quotes.
        #expect(FuzzTargets.nonFiniteProblem("set yrange [0:nan]\n") != nil)
        #expect(FuzzTargets.nonFiniteProblem("set xrange [-inf:1]\n") != nil)
        #expect(FuzzTargets.nonFiniteProblem("$d << EOD\n1 nan\nEOD\nset title 'inf'\nplot $d\n") == nil)
        #expect(FuzzTargets.nonFiniteProblem("$d << EOD\n1 nan\nEOD\n", inData: true) != nil)
    }
}
