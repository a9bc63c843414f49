/// What a file that is not UTF-8 text is, from its first bytes, so that an `.xlsx`, a PNG, a
/// gzipped CSV or UTF-16 text given as input is named with what to do, instead of "invalid
/// UTF-8" at some byte (issue 16 item 19) or a cell of NUL bytes (issue 32 item 11).
///
/// The magic numbers are consulted only when the input has already failed UTF-8 validation, or
/// when its first 4 KB hold NUL bytes (`nulKind(of:)`), so a text file that happens to begin with
/// `BZh` or `PK` is never misnamed.
enum BinarySignature {
    /// A recognised kind of file and the way to chart its contents.
    struct Kind: Equatable {
        var what: String
        var fix: String
        /// What the input is not: "text" for binaries, "UTF-8" for text in another encoding.
        var isNot = "text"

        /// The one-line message naming input `name` as this kind.
        func message(for name: String) -> String {
            "\(name) is \(what), not \(isNot); \(fix)"
        }
    }

    private static let table: [(magic: [UInt8], kind: Kind)] = [
        (
            Array("PK\u{3}\u{4}".utf8),
            Kind(
                what: "a ZIP archive (an Excel .xlsx or LibreOffice .ods workbook is one)",
                fix: "export the sheet as CSV (UTF-8) and chart that file")
        ),
        (
            [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1],
            Kind(
                what: "an old Office document (an Excel .xls workbook is one)",
                fix: "export the sheet as CSV (UTF-8) and chart that file")
        ),
        ([0x89, 0x50, 0x4E, 0x47], Kind(what: "a PNG image", fix: "chart reads CSV, TSV, JSON or NDJSON data, not images")),
        ([0xFF, 0xD8, 0xFF], Kind(what: "a JPEG image", fix: "chart reads CSV, TSV, JSON or NDJSON data, not images")),
        (Array("GIF8".utf8), Kind(what: "a GIF image", fix: "chart reads CSV, TSV, JSON or NDJSON data, not images")),
        (Array("%PDF-".utf8), Kind(what: "a PDF document", fix: "export its table as CSV and chart that file")),
        ([0x1F, 0x8B], Kind(what: "gzip-compressed", fix: "decompress it on the way in: gunzip -c FILE | chart …")),
        ([0x28, 0xB5, 0x2F, 0xFD], Kind(what: "zstd-compressed", fix: "decompress it on the way in: zstd -dc FILE | chart …")),
        (Array("BZh".utf8), Kind(what: "bzip2-compressed", fix: "decompress it on the way in: bzip2 -dc FILE | chart …")),
        ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], Kind(what: "xz-compressed", fix: "decompress it on the way in: xz -dc FILE | chart …")),
        (Array("PAR1".utf8), Kind(what: "a Parquet file", fix: "convert it to CSV first")),
        (
            Array("SQLite format 3\u{0}".utf8),
            Kind(
                what: "an SQLite database",
                fix: "query it as CSV: sqlite3 -csv -header FILE 'select …' | chart …")
        ),
        // UTF-32 before UTF-16: a UTF-32LE byte order mark starts with UTF-16LE's.
        ([0xFF, 0xFE, 0x00, 0x00], encoding("UTF-32", "little-endian, with a byte order mark")),
        ([0x00, 0x00, 0xFE, 0xFF], encoding("UTF-32", "big-endian, with a byte order mark")),
        ([0xFF, 0xFE], encoding("UTF-16", "little-endian, with a byte order mark")),
        ([0xFE, 0xFF], encoding("UTF-16", "big-endian, with a byte order mark")),
        ([0x7F, 0x45, 0x4C, 0x46], Kind(what: "a program (an ELF executable)", fix: "name the data file instead")),
    ]

    /// The kind of file `bytes` starts as, or nil when it is none chart knows.
    static func kind(of bytes: UnsafeBufferPointer<UInt8>) -> Kind? {
        table.first { entry in bytes.count >= entry.magic.count && zip(entry.magic, bytes).allSatisfy { $0 == $1 } }?.kind
    }

    /// Text in `encoding` (`UTF-16`, `UTF-16LE`, …), with what iconv calls it: with a byte order
    /// mark the plain name, which reads the mark; without one the name that says the byte order.
    private static func encoding(_ encoding: String, _ detail: String) -> Kind {
        Kind(what: "\(encoding.prefix(6)) text (\(detail))", fix: "convert it: iconv -f \(encoding) -t UTF-8 FILE | chart …", isNot: "UTF-8")
    }
}
