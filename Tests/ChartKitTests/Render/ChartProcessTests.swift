import ChartKit
import ChartTestSupport
import Foundation
import Testing

extension RenderTests {
    @Suite struct ChartProcessTests {
        @Test func findsTheBuiltBinary() {
            let path = ChartProcess.binaryPath()
            #expect(path.hasSuffix("/chart"))
            #expect(FileManager.default.isExecutableFile(atPath: path))
        }

        @Test func runsTheBuiltBinary() throws {
            let result = try ChartProcess.run(["--help"])
            #expect(result.status == 0)
            #expect(result.stdoutText.contains("chart"))
        }

        @Test func unknownFlagFailsWithUsageOnStderr() throws {
            let result = try ChartProcess.run(["--no-such-flag"], stdin: Array("x,y\n1,2\n".utf8))
            #expect(result.status != 0)
            #expect(!result.stderr.isEmpty)
        }
    }
}
