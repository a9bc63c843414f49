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
            """
            sales.xlsx is a ZIP archive (an Excel .xlsx or LibreOffice .ods workbook is one), not text; export the sheet as CSV (UTF-8) and chart \
            that file
            """
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
            "utf16.csv is UTF-16 text (little-endian, with a byte order mark), not UTF-8; convert it: iconv -f UTF-16 -t UTF-8 FILE | chart …"
        ),
        // Issue 32 item 11: UTF-32 was named UTF-16, and text without a byte order mark (valid
        // UTF-8, NULs and all) was not named at all.
        (
            "utf32.csv", [0xFF, 0xFE, 0x00, 0x00, 0x78, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x79, 0x00, 0x00, 0x00],
            "utf32.csv is UTF-32 text (little-endian, with a byte order mark), not UTF-8; convert it: iconv -f UTF-32 -t UTF-8 FILE | chart …"
        ),
        (
            "utf16be.csv", Array("x,y\n1,2\n2,3\n".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
            "utf16be.csv is UTF-16 text (big-endian, without a byte order mark), not UTF-8; convert it: iconv -f UTF-16BE -t UTF-8 FILE | chart …"
        ),
        (
            "utf32le.csv", Array("x,y\n1,2\n2,3\n".utf8).flatMap { [$0, 0, 0, 0] },
            "utf32le.csv is UTF-32 text (little-endian, without a byte order mark), not UTF-8; convert it: iconv -f UTF-32LE -t UTF-8 FILE | chart …"
        ),
        (
            "padded.csv", Array("x,y\n1,2\n".utf8) + [UInt8](repeating: 0, count: 64),
            """
            padded.csv is binary data (its first bytes hold 64 NUL bytes), not text; chart reads CSV, TSV, JSON or NDJSON text; if this is text \
            padded with NUL bytes, drop them: tr -d '\\000' < FILE | chart …
            """
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

    /// `/dev/zero` is refused at once (its first 4 KB are all NUL: not text), for every kind, as
    /// a file argument and as standard input; it was read for 16 s, to the 2 GiB limit (issue 32
    /// item 12). Nothing is left in TMPDIR or beside the output.
    @Test(arguments: ChartKind.allCases.map(\.rawValue), [true, false])
    func devZeroIsRefusedAtOnce(_ command: String, _ asFile: Bool) throws {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp
        let redirect = asFile ? "/dev/zero" : "< /dev/zero"
        let result = try ChartProcess.runExecutable(
            "/bin/sh", ["-c", "exec \"$0\" \(command) \(redirect) -o c.png", ChartProcess.binaryPath()], environment: environment,
            currentDirectory: dir)
        let name = asFile ? "/dev/zero" : "<stdin>"
        #expect(result.status == 65)
        #expect(
            result.stderr
                == """
                chart: error: \(name) is NUL bytes only (its first 4096 bytes are all 0, as /dev/zero's are), not text; chart reads CSV, TSV, \
                JSON or NDJSON text\n
                """
        )
        #expect(CLI.files(in: dir).isEmpty && CLI.files(in: tmp).isEmpty)
    }

    /// `--follow` judges its input's first bytes too, rather than waiting for a record forever.
    @Test func followedZerosAreRefused() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "--follow", "/dev/zero", "-o", "l.png"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("chart: error: /dev/zero is NUL bytes only"), "\(result.stderr)")
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
