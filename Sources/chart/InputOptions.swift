import ArgumentParser
import ChartKit
import Foundation

/// Where the data comes from and how to read it; shared by every chart command.
struct InputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Input file; standard input when omitted or '-'.", valueName: "file"))
    var file: String?

    @Option(help: ArgumentHelp("Input format: csv, tsv, whitespace, json or ndjson (default: by extension, else sniffed).", valueName: "format"))
    var format: String?

    @Flag(inversion: .prefixedNo, help: "Whether the first row is a header (default: sniffed).")
    var header: Bool?

    func validate() throws {
        if let format, InputFormat(rawValue: format.lowercased()) == nil {
            throw ValidationError("--format must be one of \(InputFormat.allCases.map(\.rawValue).joined(separator: ", ")); got \"\(format)\"")
        }
    }

    var source: InputSource {
        guard let file, file != "-" else { return .stdin }
        return .file(file)
    }

    var readOptions: ReadOptions {
        ReadOptions(
            format: format.flatMap { InputFormat(rawValue: $0.lowercased()) },
            header: header.map { $0 ? .present : .absent } ?? .auto
        )
    }

    /// Reads the input. Standard input on a terminal would wait forever for typing nobody
    /// intends, so that is a usage error with the fix in it.
    func readTable() throws -> DataTable {
        if source == .stdin && isatty(STDIN_FILENO) != 0 {
            throw ChartError.usage("no input: name a file, or pipe data in (cat data.csv | chart ...)")
        }
        return try TableReader(options: readOptions).read(source)
    }
}
