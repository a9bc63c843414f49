#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Accumulates a gnuplot program line by line.
///
/// Emitters talk in gnuplot commands; this keeps the text assembly (line ends, data blocks)
/// in one place so every program has the same shape and data blocks can only carry numbers.
/// No line it writes ends in a backslash: gnuplot joins such a line with the next one, even a
/// comment line, so a comment naming a pie group `a\` would swallow the command after it.
package struct ScriptBuilder: Sendable {
    private(set) var lines: [String] = []
    /// The style the program draws in (from `FigureOptions.theme`), so the commands every kind
    /// shares (`FrameCommands`, `HighlightCommands`) use it without it being passed to each.
    package let theme: Theme

    package init(theme: Theme = .light) {
        self.theme = theme
    }

    /// Appends one command line. Callers must pass user text through `GnuplotString.quoted`.
    package mutating func line(_ text: String) {
        lines.append(Self.unjoinable(text))
    }

    /// Appends a comment, which helps a user reading `--emit-script` output.
    package mutating func comment(_ text: String) {
        let flat = text.replacingLineBreaks().unicodeScalars.map { scalar -> String in
            scalar.isControlCharacter ? " " : String(scalar)
        }.joined()
        lines.append(Self.unjoinable("# " + flat))
    }

    /// Where `dataBlock` puts rows (inline unless the renderer asks for files).
    var placement: DataPlacement = .inline
    /// The start of the current page's data file names (`page-001`), so names stay unique
    /// across the pages and batches that share one working directory.
    var dataFileStem = "data"
    /// The binary files the program names, in the order written.
    private(set) var dataFiles: [GnuplotDataFile] = []
    /// Inline blocks of a streamed page's rows (or markers): each goes before `lines[line]`.
    private var streamedRows: [(line: Int, piece: GnuplotProgram.Piece)] = []

    /// Appends a named data block of numbers only, one row per line, or, when `placement` says
    /// so for its size, records a binary file of the same rows; returns what a `plot` names it by
    /// (`$name`, or the quoted file with its binary format).
    ///
    /// Rows hold `Double`s written by `GnuplotNumber`, so no value can end the block or start
    /// a command: the terminator `EOD` can never appear. A binary file holds the same values
    /// (non-finite ones as NaN, as `GnuplotNumber` writes them), so it draws the same picture.
    @discardableResult
    package mutating func dataBlock(_ name: String, rows: Int, columns: Int, value: (_ row: Int, _ column: Int) -> Double) -> DataSource {
        if placement.usesFile(values: rows * columns) {
            return dataFile(name, rows: rows, columns: columns, value: value)
        }
        lines.append("$\(name) << EOD")
        var row = 0
        while row < rows {
            var text = ""
            for column in 0..<columns {
                if column > 0 { text += " " }
                text += GnuplotNumber.literal(value(row, column))
            }
            lines.append(text)
            row += 1
        }
        lines.append("EOD")
        return DataSource(reference: "$" + name, block: name)
    }

    /// Appends `undefine` for the inline blocks among `sources` (files need none).
    package mutating func undefine(_ sources: [DataSource]) {
        let blocks = sources.compactMap(\.block)
        if !blocks.isEmpty { line("undefine " + blocks.map { "$" + $0 }.joined(separator: " ")) }
    }

    private mutating func dataFile(_ name: String, rows: Int, columns: Int, value: (Int, Int) -> Double) -> DataSource {
        var values: [Double] = []
        values.reserveCapacity(rows * columns)
        for row in 0..<rows {
            for column in 0..<columns {
                let v = value(row, column)
                values.append(v.isFinite ? v : .nan)
            }
        }
        let file = GnuplotDataFile(name: "\(dataFileStem).\(name).bin", columns: columns, values: values)
        dataFiles.append(file)
        return Self.fileSource(file)
    }

    /// How a `plot` names a binary file of whole rows.
    private static func fileSource(_ file: GnuplotDataFile) -> DataSource {
        // One field type with a count (`%7float64`), not the type written once a field: every
        // clause naming the file repeats its format, so its length must not grow with the columns.
        let format = file.columns == 1 ? "%float64" : "%\(file.columns)float64"
        return DataSource(reference: "\(GnuplotString.quoted(file.name)) binary format='\(format)' endian=little", block: nil)
    }

    /// Appends the rows of `series` value columns that share one x column, and returns how each
    /// series' plot clause names its data (`using` included).
    ///
    /// Inline, it is one block of `series + 1` columns (`$page using 1:3`). As a binary file it
    /// is written series by series, each series' (x, y) pairs back to back, and each clause
    /// reads only its own pairs (`skip=` bytes, `record=` rows, `format='%2float64'`): a clause
    /// of a row-major file named all `series + 1` fields, so the program grew with the square of
    /// the series (20,000 columns: gigabytes before gnuplot started), and gnuplot read the whole
    /// file once per series (1,000 series of 1,000 rows: 15 s against 0.05 s).
    package mutating func sharedXBlock(
        _ name: String, rows: Int, series: Int, x: (_ row: Int) -> Double, y: (_ series: Int, _ row: Int) -> Double
    ) -> SharedXBlock {
        guard placement.usesFile(values: rows * (series + 1)) else {
            let source = dataBlock(name, rows: rows, columns: series + 1) { row, column in
                column == 0 ? x(row) : y(column - 1, row)
            }
            return SharedXBlock(sources: [source], clauses: (0..<series).map { "\(source.reference) using 1:\($0 + 2)" })
        }
        var values: [Double] = []
        values.reserveCapacity(rows * series * 2)
        let xs = (0..<rows).map { row in x(row) }
        for s in 0..<series {
            for row in 0..<rows {
                let v = y(s, row)
                values.append(xs[row].isFinite ? xs[row] : .nan)
                values.append(v.isFinite ? v : .nan)
            }
        }
        let file = GnuplotDataFile(name: "\(dataFileStem).\(name).bin", columns: 2, values: values)
        dataFiles.append(file)
        return SharedXBlock(sources: [], clauses: Self.seriesClauses(file: file.name, rows: rows, series: series))
    }

    /// Each series' clause of a file of (x, y) pairs written series after series: its slice.
    private static func seriesClauses(file: String, rows: Int, series: Int) -> [String] {
        let quoted = GnuplotString.quoted(file)
        return (0..<series).map { s in
            "\(quoted) binary skip=\(s * rows * 16) record=\(rows) format='%2float64' endian=little using 1:2"
        }
    }

    /// `sharedXBlock` of a streamed page's rows (`StreamedRows`): the same block or file, but
    /// its rows are read from the spill only when the program or the file is written, each cut
    /// of `breaks` sent as a whole read's block sends it.
    package mutating func sharedXBlock(_ name: String, streamed rows: StreamedRows, breaks: PathBreaks = .none) -> SharedXBlock {
        let (count, series) = (breaks.sentCount(rows: rows.range.count), rows.seriesCount)
        guard placement.usesFile(values: count * (series + 1)) else {
            let source = streamedBlock(name, StreamedData(rows: rows, layout: .textRows, breaks: breaks))
            return SharedXBlock(sources: [source], clauses: (0..<series).map { "\(source.reference) using 1:\($0 + 2)" })
        }
        let data = StreamedData(rows: rows, layout: .pairsBySeries, breaks: breaks)
        let file = GnuplotDataFile(name: "\(dataFileStem).\(name).bin", columns: 2, streamed: data)
        dataFiles.append(file)
        return SharedXBlock(sources: [], clauses: Self.seriesClauses(file: file.name, rows: count, series: series))
    }

    /// `dataBlock` of series `series`' lone points on a streamed page (`StreamedRows`), read
    /// from the spill only when the program or the file is written.
    package mutating func loneBlock(_ name: String, streamed rows: StreamedRows, series: Int) -> DataSource {
        guard placement.usesFile(values: rows.loneCounts[series] * 2) else {
            return streamedBlock(name, StreamedData(rows: rows, layout: .loneText(series: series)))
        }
        let file = GnuplotDataFile(
            name: "\(dataFileStem).\(name).bin", columns: 2, streamed: StreamedData(rows: rows, layout: .lonePairs(series: series)))
        dataFiles.append(file)
        return Self.fileSource(file)
    }

    /// `dataBlock` of `rows` rows of `columns` values that a streamed page's `layout` writes
    /// (`binary`: for a file) when the program or the file is written: the same block or file.
    package mutating func dataBlock(
        _ name: String, rows: Int, columns: Int, streamed: StreamedRows, layout: (_ binary: Bool) -> StreamedData.Layout
    ) -> DataSource {
        guard placement.usesFile(values: rows * columns) else { return streamedBlock(name, StreamedData(rows: streamed, layout: layout(false))) }
        let file = GnuplotDataFile(
            name: "\(dataFileStem).\(name).bin", columns: columns, streamed: StreamedData(rows: streamed, layout: layout(true)))
        dataFiles.append(file)
        return Self.fileSource(file)
    }

    /// An inline block whose rows `data` writes when the program is written.
    private mutating func streamedBlock(_ name: String, _ data: StreamedData) -> DataSource {
        streamedBlock(name, piece: .rows(data))
    }

    /// An inline block whose rows `piece` writes when the program is written.
    private mutating func streamedBlock(_ name: String, piece: GnuplotProgram.Piece) -> DataSource {
        lines.append("$\(name) << EOD")
        streamedRows.append((line: lines.count, piece: piece))
        lines.append("EOD")
        return DataSource(reference: "$" + name, block: name)
    }

    /// `dataBlock` of series `series`' kept markers of a streamed crowded scatter (x, value),
    /// read from its spill only when the program or the file is written: the same block or file.
    package mutating func markerBlock(_ name: String, markers: SpilledMarkers, series: Int) -> DataSource {
        let data = SpilledMarkerData(markers: markers, series: series)
        guard placement.usesFile(values: markers.counts[series] * markers.columns) else { return streamedBlock(name, piece: .markers(data)) }
        let file = GnuplotDataFile(name: "\(dataFileStem).\(name).bin", markers: data)
        dataFiles.append(file)
        return Self.fileSource(file)
    }

    /// `dataBlock` of `rows` rows that `data` writes from a streamed discrete graph's spill when
    /// the program or the file is written: the same block or file.
    package mutating func slotBlock(_ name: String, rows: Int, data: SpilledSlotData) -> DataSource {
        guard placement.usesFile(values: rows * 3) else { return streamedBlock(name, piece: .slots(data)) }
        let file = GnuplotDataFile(name: "\(dataFileStem).\(name).bin", slots: data)
        dataFiles.append(file)
        return Self.fileSource(file)
    }

    /// Makes writing the program fail if `spill` failed to read back while it was made
    /// (`GnuplotProgram.Piece.check`).
    package mutating func checkReads(of spill: DiscreteSpill) {
        streamedRows.append((line: lines.count, piece: .check(spill)))
    }

    /// What `sharedXBlock` wrote: the sources to `undefine` and each series' data clause.
    package struct SharedXBlock: Sendable {
        package var sources: [DataSource]
        /// `$page using 1:3`, or the file, its slice and format, and `using 1:2`.
        package var clauses: [String]
    }

    /// How a `plot` refers to data written by `dataBlock`.
    package struct DataSource: Sendable {
        /// `$name` or `'file.bin' binary format='…' endian=little`.
        package var reference: String
        /// The inline block's name (to `undefine`), nil for a file.
        var block: String?
    }

    /// The program text, newline-terminated, of a script that streams no rows (a pie's, a facet
    /// page's head and legend); a streamed script is written through `gnuplotProgram`, whose
    /// rows are read, and a failed read thrown, only then.
    package var program: String {
        lines.joined(separator: "\n") + "\n"
    }

    /// The program with the binary files it names; streamed rows stay pieces of their own.
    package var gnuplotProgram: GnuplotProgram {
        var pieces: [GnuplotProgram.Piece] = []
        var start = 0
        for (line, piece) in streamedRows {
            pieces.append(.text(lines[start..<line].joined(separator: "\n") + "\n"))
            pieces.append(piece)
            start = line
        }
        pieces.append(.text(lines[start...].joined(separator: "\n") + "\n"))
        return GnuplotProgram(pieces: pieces, files: dataFiles)
    }

    /// `text`, or `text #` when it ends in a backslash (an empty comment ends the line safely).
    private static func unjoinable(_ text: String) -> String {
        text.hasSuffix("\\") ? text + " #" : text
    }
}
