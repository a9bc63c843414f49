import ChartTestSupport
import Testing

@testable import ChartKit

/// The fuzz targets' widening (`FuzzWidening`): a marked input becomes a table of thousands of
/// columns, held to its byte budget; any other input is left alone.
@Suite struct FuzzWideningTests {
    static func table(_ bytes: [UInt8]) throws -> DataTable {
        try TableReader(options: ReadOptions(format: .csv)).read(bytes: FuzzWidening.widened(bytes), name: "fuzz", pathExtension: nil)
    }

    @Test func aMarkedInputRepeatsEveryColumn() throws {
        let table = try Self.table([FuzzWidening.marker, 0x7D] + Array("x,a\n1,2\n3,4\n".utf8))
        #expect(table.columnCount == 2 * (0x7D * 8 + 1))
        #expect(table.rowCount == 2)
        #expect(table.texts(ofColumn: 2001) == ["2", "4"])
    }

    @Test func theWidenedInputKeepsToItsBudget() {
        let rest = Array(repeating: UInt8(ascii: "7"), count: 3000)
        let wide = FuzzWidening.widened([FuzzWidening.marker, 0xFF] + rest)
        #expect(wide.count <= FuzzWidening.maximumBytes + FuzzWidening.maximumBytes / rest.count)
        #expect(wide.count > rest.count)
    }

    @Test func otherInputsAreLeftAlone() {
        for bytes in [[], [FuzzWidening.marker], Array("a,b\n1,2\n".utf8)] as [[UInt8]] {
            #expect(FuzzWidening.widened(bytes) == bytes)
        }
    }
}
