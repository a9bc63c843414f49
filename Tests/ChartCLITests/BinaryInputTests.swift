import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// An input that is not text is named for what it is, with what to do (issue 16 item 19): an
/// `.xlsx`, a PNG or a gzipped CSV said "invalid UTF-8" at some byte. Exit 65, nothing written.
@Suite struct BinaryInputTests {
    static let cases: [(file: String, bytes: [UInt8], message: String)] = [
        (
            "sales.xlsx", Array("PK\u{3}\u{4}".utf8) + [0x14, 0x00, 0x06, 0x00, 0xFF, 0xC3],
            "sales.xlsx is a ZIP archive (an Excel .xlsx or LibreOffice .ods workbook is one), not text; export the sheet as CSV (UTF-8) and chart that file"
        ),
        (
            "old.xls", [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0x00],
            "old.xls is an old Office document (an Excel .xls workbook is one), not text; export the sheet as CSV (UTF-8) and chart that file"
        ),
        (
            "chart.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            "chart.png is a PNG image, not text; chart reads CSV, TSV, JSON or NDJSON data, not images"
        ),
        (
            "report.pdf", Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A],
            "report.pdf is a PDF document, not text; export its table as CSV and chart that file"
        ),
        (
            "data.csv.gz", [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03],
            "data.csv.gz is gzip-compressed, not text; decompress it on the way in: gunzip -c FILE | chart …"
        ),
        (
            "utf16.csv", [0xFF, 0xFE, 0x78, 0x00, 0x2C, 0x00, 0x79, 0x00],
            "utf16.csv is UTF-16 text, not text; convert it: iconv -f UTF-16 -t UTF-8 FILE | chart …"
        ),
    ]

    @Test(arguments: cases.indices, ChartKind.allCases.map(\.rawValue))
    func binaryInputIsNamed(_ index: Int, _ command: String) throws {
        let test = Self.cases[index]
        let dir = try TemporaryDirectory.make()
        try Data(test.bytes).write(to: URL(fileURLWithPath: dir + "/" + test.file))
        let result = try CLI.run([command, test.file, "-o", "c.png"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr == "chart: error: \(test.message)\n")
        #expect(CLI.files(in: dir) == [test.file])
    }

    @Test func standardInputIsNamedToo() throws {
        let result = try ChartProcess.run(["line", "-o", "-"], stdin: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF])
        #expect(result.status == 65)
        #expect(result.stderr == "chart: error: <stdin> is a PNG image, not text; chart reads CSV, TSV, JSON or NDJSON data, not images\n")
    }

    /// Text in another encoding is still located at its byte: there is no signature to go by.
    @Test func latin1TextKeepsItsLocation() throws {
        let dir = try TemporaryDirectory.make()
        try Data(Array("city,v\nZ".utf8) + [0xFC] + Array("rich,3\n".utf8)).write(to: URL(fileURLWithPath: dir + "/l.csv"))
        let result = try CLI.run(["bar", "l.csv", "-o", "c.png"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr == "chart: error: l.csv:2:2: invalid UTF-8\n")
    }
}
