/// What a file that is not UTF-8 text is, from its first bytes, so that an `.xlsx`, a PNG or a
/// gzipped CSV given as input is named with what to do, instead of "invalid UTF-8" at some
/// byte (issue 16 item 19).
///
/// Consulted only when the input has already failed UTF-8 validation, so a text file that
/// happens to begin with `BZh` or `PK` is never misnamed.
enum BinarySignature {
    /// A recognised kind of file and the way to chart its contents.
    struct Kind: Equatable {
        var what: String
        var fix: String
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
        ([0xFF, 0xFE], Kind(what: "UTF-16 text", fix: "convert it: iconv -f UTF-16 -t UTF-8 FILE | chart …")),
        ([0xFE, 0xFF], Kind(what: "UTF-16 text", fix: "convert it: iconv -f UTF-16 -t UTF-8 FILE | chart …")),
        ([0x7F, 0x45, 0x4C, 0x46], Kind(what: "a program (an ELF executable)", fix: "name the data file instead")),
    ]

    /// The kind of file `bytes` starts as, or nil when it is none chart knows.
    static func kind(of bytes: UnsafeBufferPointer<UInt8>) -> Kind? {
        table.first { entry in bytes.count >= entry.magic.count && zip(entry.magic, bytes).allSatisfy { $0 == $1 } }?.kind
    }
}
