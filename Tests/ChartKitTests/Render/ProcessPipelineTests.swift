import ChartKit
import ChartTestSupport
import Foundation
import Testing

extension RenderTests {
    @Suite struct ProcessPipelineTests {
        @Test func megabyteRoundTripThroughCat() throws {
            let input = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let outcome = try ProcessPipeline(executable: "/bin/cat").run(stdin: input)
            #expect(outcome.status == 0 && !outcome.signaled && !outcome.timedOut)
            #expect(outcome.stdout == input)
        }

        @Test func stdoutAndStderrAreSeparateAndStatusIsKept() throws {
            let outcome = try ProcessPipeline(executable: "/bin/sh", arguments: ["-c", "echo out; echo err >&2; exit 7"]).run()
            #expect(outcome.status == 7 && !outcome.signaled)
            #expect(outcome.stdout == Array("out\n".utf8))
            #expect(outcome.stderr == Array("err\n".utf8))
        }

        @Test func discardedStdoutIsNotCollected() throws {
            let outcome = try ProcessPipeline(executable: "/bin/sh", arguments: ["-c", "echo out"], collectStdout: false).run()
            #expect(outcome.stdout.isEmpty && outcome.status == 0)
        }

        @Test func environmentAndFolderArePassed() throws {
            let folder = try TemporaryDirectory.make()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let outcome = try ProcessPipeline(
                executable: "/bin/sh", arguments: ["-c", "printf '%s %s' \"$CHART_X\" \"$(pwd -P)\""],
                environment: ["CHART_X": "42"], currentDirectory: folder
            ).run()
            let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            #expect(String(decoding: outcome.stdout, as: UTF8.self) == "42 \(resolved)")
        }

        @Test func signalIsReported() throws {
            let outcome = try ProcessPipeline(executable: "/bin/sh", arguments: ["-c", "kill -9 $$"]).run()
            #expect(outcome.signaled && outcome.status == 9 && !outcome.timedOut)
        }

        @Test func timeoutKillsEvenWhileStdinIsBlocked() throws {
            // sleep never reads stdin: the write blocks once the pipe is full until the kill.
            let start = Date()
            let outcome = try ProcessPipeline(executable: "/bin/sleep", arguments: ["300"], timeout: 1)
                .run(stdin: [UInt8](repeating: 65, count: 1_000_000))
            #expect(outcome.timedOut && outcome.signaled && outcome.status == 9)
            // Not before the timeout, and long before the sleep would end (a hang catcher).
            let elapsed = Date().timeIntervalSince(start)
            #expect(elapsed >= 1 && elapsed < 150, "took \(elapsed) s")
        }

        @Test func unstartableIsALaunchFailure() {
            #expect(throws: ProcessPipeline.LaunchFailure.self) {
                _ = try ProcessPipeline(executable: "/nonexistent/tool").run()
            }
        }
    }
}
