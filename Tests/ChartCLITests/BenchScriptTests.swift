import ChartTestSupport
import Foundation
import Testing

/// `scripts/bench --self-test` (issue 37): the figures the bench publishes must be checkable, so
/// its own measuring is tested with fake commands: CPU counted for a grandchild its parent waits
/// for (chart's gnuplot) and for a second thread (polars' readers), the wall/CPU/load columns of
/// every row, and the busy mark from a stubbed load average in the printed and markdown output.
@Suite struct BenchScriptTests {
    static func script(file: StaticString = #filePath) -> String {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/bench").path
    }

    @Test func selfTestPasses() throws {
        let dir = try TemporaryDirectory.make()
        let result = try ChartProcess.runExecutable(
            "/usr/bin/env", ["python3", Self.script(), "--self-test"], currentDirectory: dir, timeout: 600)
        if result.status == 127 {
            print("note: BenchScriptTests skipped: python3 is not installed (scripts/bench needs it)")
            return
        }
        #expect(result.status == 0, "\(result.stderr)")
        let stdout = String(decoding: result.stdout, as: UTF8.self)
        #expect(stdout.contains("scripts/bench --self-test: all checks passed"), "\(stdout)")
        #expect(FileManager.default.enumerator(atPath: dir)?.allObjects.isEmpty ?? false, "left files in \(dir)")
    }
}
