import Foundation
import Testing

@testable import ChartKit

/// `ScriptBuilder` with `DataPlacement`: small blocks stay inline, large ones become binary files
/// of little-endian float64s that the program names safely; the stale-file scan's name parser.
@Suite struct DataPlacementTests {
    static func block(_ placement: DataPlacement, rows: Int) -> (ScriptBuilder, ScriptBuilder.DataSource) {
        var script = ScriptBuilder()
        script.placement = placement
        script.dataFileStem = "page-002"
        let source = script.dataBlock("page", rows: rows, columns: 2) { row, column in
            column == 0 ? Double(row) : (row == 1 ? .nan : row == 2 ? .infinity : 0.5)
        }
        script.undefine([source])
        return (script, source)
    }

    @Test func inlineIsUnchanged() {
        let (script, source) = Self.block(.inline, rows: 3)
        #expect(source.reference == "$page")
        #expect(script.program == "$page << EOD\n0 0.5\n1 nan\n2 nan\nEOD\nundefine $page\n")
        #expect(script.gnuplotProgram.files.isEmpty)
    }

    @Test func belowTheThresholdStaysInline() {
        let (script, _) = Self.block(.files(threshold: 7), rows: 3)  // 6 values
        #expect(script.gnuplotProgram.files.isEmpty)
        #expect(script.program.hasPrefix("$page << EOD\n"))
    }

    @Test func atTheThresholdBecomesAFile() throws {
        let (script, source) = Self.block(.files(threshold: 6), rows: 3)
        #expect(source.reference == "'page-002.page.bin' binary format='%2float64' endian=little")
        #expect(script.program == "\n")  // no block, nothing to undefine
        let file = try #require(script.gnuplotProgram.files.first)
        #expect(file.name == "page-002.page.bin" && file.columns == 2)
        let bytes = try file.bytes()
        #expect(bytes.count == 48)
        #expect(Array(bytes[8..<16]) == [0, 0, 0, 0, 0, 0, 0xE0, 0x3F])  // 0.5, little-endian
        let decoded = stride(from: 0, to: bytes.count, by: 8).map { offset in
            Double(bitPattern: bytes[offset..<(offset + 8)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        }
        #expect(decoded[0] == 0 && decoded[2] == 1 && decoded[3].isNaN && decoded[5].isNaN && decoded[4] == 2)
    }

    @Test(
        arguments: [
            ("chart-123-abc", "chart-", Int32(123)), (".out.png.chart-77-9f.tmp", ".chart-", 77),
            ("chart-test-AbC", "chart-", nil), ("chart-", "chart-", nil), ("chart-12", "chart-", nil),
            ("chart-99999999999-x", "chart-", nil), ("other", "chart-", nil), ("chart-٣-x", "chart-", nil),
        ] as [(String, String, Int32?)])
    func ownerPID(_ name: String, _ marker: String, _ pid: Int32?) {
        #expect(StaleFiles.ownerPID(inName: name, after: marker) == pid)
    }
}
