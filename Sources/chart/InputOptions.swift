import ArgumentParser
import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the data comes from and how to read it; shared by every chart command.
struct InputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Input file; standard input when omitted or '-'.", valueName: "file"), completion: .file())
    var file: String?

    @Option(help: ArgumentHelp("Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).", valueName: "format"))
    var format: InputFormat?

    @Option(
        help: ArgumentHelp(
            """
            Field separator of delimited text: ',', ';', tab, '|' or another punctuation character (default: tab for .tsv, else ',' or ';' as the \
            first lines show).
            """,
            valueName: "char"),
        transform: { ParsedFlag($0, InputOptions.checkedSeparator) })
    var separator: ParsedFlag<UInt8>?

    @Flag(help: "Numbers use a decimal comma and '.' groups thousands (1.234,5 is 1234.5), as spreadsheet exports in much of Europe write them.")
    var decimalComma = false

    @Flag(inversion: .prefixedNo, help: "Whether the first row is a header (default: sniffed).")
    var header: Bool?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Refuse input larger than this (e.g. 500M, 4G; default 2G).", valueName: "size"),
        transform: { ParsedFlag($0, InputOptions.checkedBytes) })
    var maxInputSize: ParsedFlag<Int>?

    @Option(parsing: .unconditional, help: ArgumentHelp("Refuse input with more data rows than this (default: no limit).", valueName: "n"))
    var maxRows: Int?

    func validate() throws {
        _ = try maxInputSize?.get()
        if let maxRows, maxRows < 1 { throw ValidationError("--max-rows must be at least 1") }
        if let separator {
            _ = try separator.get()
            if let format, ![.csv, .tsv].contains(format) {
                throw ValidationError("--separator applies to delimited text (csv, tsv), not --format \(format.rawValue)")
            }
        }
        if decimalComma, let format, ![.csv, .tsv].contains(format) {
            throw ValidationError("--decimal-comma applies to delimited text (csv, tsv), not --format \(format.rawValue)")
        }
    }

    /// `--max-input-size`'s value in bytes.
    static func checkedBytes(_ text: String) throws -> Int {
        guard let bytes = bytes(text) else {
            throw ValidationError("--max-input-size must be a size such as 500M, 4G or 1000000; got \"\(text)\"")
        }
        return bytes
    }

    /// `--separator`'s byte.
    static func checkedSeparator(_ text: String) throws -> UInt8 {
        guard let byte = separatorByte(text) else {
            throw ValidationError(
                """
                --separator must be one punctuation character (such as ',', ';', '|') or tab, not a letter, digit, quote or space; got \
                \(QuotedText.quoted(text))\(text == " " || text == "space" ? " (for columns separated by spaces use --format whitespace)" : "")
                """
            )
        }
        return byte
    }

    /// The byte `--separator` names: one printable ASCII character that cannot start a number
    /// or a quoted field (`,`, `;`, `|`, `:`, …), or tab (`tab`, `\t` or a tab character).
    static func separatorByte(_ text: String) -> UInt8? {
        if ["tab", "\\t", "\t"].contains(text.lowercased()) { return 0x09 }
        guard text.utf8.count == 1, let byte = text.utf8.first, byte > 0x20, byte < 0x7F else { return nil }
        let character = Character(Unicode.Scalar(byte))
        guard !character.isLetter, !character.isNumber, !"\".+-".contains(character) else { return nil }
        return byte
    }

    var source: InputSource {
        guard let file, file != "-" else { return .stdin }
        return .file(file)
    }

    var readOptions: ReadOptions {
        get throws {
            ReadOptions(
                format: format,
                header: header.map { $0 ? .present : .absent } ?? .auto,
                maxBytes: try maxInputSize?.get() ?? ReadOptions.defaultMaxBytes,
                maxRows: maxRows,
                separator: try separator?.get(),
                decimalComma: decimalComma
            )
        }
    }

    /// `500M`, `4G`, `64K`, `1000000` (binary units, optional `B`/`iB`) in bytes; nil when not a size.
    static func bytes(_ text: String) -> Int? {
        var digits = text.uppercased()
        for suffix in ["IB", "B"] where digits.hasSuffix(suffix) { digits.removeLast(suffix.count); break }
        var multiplier = 1
        if let last = digits.last, let power = ["K": 10, "M": 20, "G": 30, "T": 40][String(last)] {
            multiplier = 1 << power
            digits.removeLast()
        }
        guard let value = Int(digits), value > 0 else { return nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: multiplier)
        return overflow ? nil : product
    }

    /// The input to read. Standard input on a terminal would wait forever for typing nobody
    /// intends, so that is a usage error with the fix in it, for every chart kind.
    func checkedSource() throws -> InputSource {
        if source == .stdin && isatty(STDIN_FILENO) != 0 {
            throw ChartError.usage("no input: name a file, or pipe data in (cat data.csv | chart ...)")
        }
        return source
    }

    /// The request for `chart` drawn from this input (checked: not a terminal), read as the
    /// input flags say.
    func request(_ chart: some ChartRecipe, series: ColumnSelector? = nil) throws -> ChartRequest {
        ChartRequest(chart, input: .source(try checkedSource()), read: try readOptions, series: series)
    }
}
