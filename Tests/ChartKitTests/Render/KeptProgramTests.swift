import ChartKit
import Foundation
import Testing

extension RenderTests {
    @Suite struct KeptProgramTests {
        static let program =
            (["set terminal png", "$page1 << EOD"] + (1...100).map { "\($0) \($0 * 2)" }
            + ["EOD", "plot $page1 with lines", "set title 'x'"]).joined(separator: "\n") + "\n"

        @Test func longDataBlocksKeepOnlyTheirEnds() {
            let kept = KeptProgram(program: Self.program)
            let lines = kept.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 + 5 + 1 + 5 + 3 + 1)
            #expect(lines[2] == "1 2" && lines[6] == "5 10")
            #expect(lines[7].contains("90 data rows omitted"))
            #expect(lines[8] == "96 192" && lines[12] == "100 200")
            #expect(lines[13] == "EOD" && lines[14] == "plot $page1 with lines")
        }

        /// gnuplot's line numbers (of the full program) point at the same command in the copy.
        @Test(arguments: [(1, 1), (2, 2), (3, 3), (7, 7), (8, 8), (50, 8), (97, 8), (98, 9), (102, 13), (103, 14), (104, 15), (105, 16)])
        func lineNumbersAreTranslated(full: Int, kept: Int) {
            #expect(KeptProgram(program: Self.program).line(for: full) == kept)
        }

        @Test func shortProgramsAreKeptWhole() {
            let program = "$d << EOD\n1 2\n3 4\nEOD\nplot $d\n"
            #expect(KeptProgram(program: program).text == program)
            #expect(KeptProgram(program: program).line(for: 5) == 5)
        }
    }
}
