/// A gnuplot program with the binary data files it reads, so the renderer can write them into
/// gnuplot's working directory before it starts (see `DataPlacement`).
///
/// With `.inline` placement `files` is empty and `fullText()` runs on its own. A streamed page's rows
/// (`StreamedData`) stay pieces of their own until the program is written (`write(_:)`), so
/// `--emit-script` of ten million rows never holds their text.
package struct GnuplotProgram: Sendable, Equatable {
    /// The program in order: text, and rows written out only when the program is.
    package var pieces: [Piece]
    /// Files the text names (plain names relative to gnuplot's working directory).
    package var files: [GnuplotDataFile]

    /// Text as it is, or rows still to be read (`StreamedData`, written as text rows; a
    /// streamed scatter's kept markers, `SpilledMarkerData`).
    package enum Piece: Sendable, Equatable {
        case text(String)
        case rows(StreamedData)
        case markers(SpilledMarkerData)
        /// Nothing written: throws when a streamed discrete graph's spill could not be read back
        /// while the program was made (its cells were NaN), so no such program is ever run.
        case check(DiscreteSpill)
        /// A streamed discrete graph's points, every one of a plot's on a page.
        case slots(SpilledSlotData)
    }

    package init(text: String, files: [GnuplotDataFile] = []) {
        self.init(pieces: [.text(text)], files: files)
    }

    package init(pieces: [Piece], files: [GnuplotDataFile] = []) {
        self.pieces = pieces
        self.files = files
    }

    /// The program text, streamed rows included; a failed spill read is thrown.
    package func fullText() throws -> String {
        if pieces.count == 1, case let .text(text) = pieces[0] { return text }
        var text = ""
        try write { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// Writes the program to `sink` in pieces of bounded size (the text, then each streamed
    /// block's rows a block at a time); a failed spill read is thrown.
    package func write(_ sink: ([UInt8]) throws -> Void) throws {
        for piece in pieces {
            switch piece {
            case let .text(text): try sink(Array(text.utf8))
            case let .rows(data): try data.write(sink)
            case let .markers(data): try data.write(binary: false, sink)
            case let .check(spill): if let failure = spill.failure { throw failure }
            case let .slots(data): try data.write(binary: false, sink)
            }
        }
    }
}

/// One binary data file: rows of `columns` float64 values, written little-endian (the program
/// says `endian=little`), so the same input gives the same bytes on every machine.
package struct GnuplotDataFile: Sendable, Equatable {
    /// A plain file name (`page-001.page.bin`): no folder, nothing gnuplot would interpret.
    package var name: String
    package var columns: Int
    /// Row-major values; NaN marks a gap exactly as `nan` does in a data block.
    package var values: [Double]
    /// The values still to be read from a streamed chart's spill, instead of `values`.
    package var streamed: StreamedData?
    /// A streamed scatter's kept markers, read from its spill, instead of `values`.
    package var markers: SpilledMarkerData?
    /// A streamed discrete graph's points, read from its spill, instead of `values`.
    package var slots: SpilledSlotData?

    package init(name: String, columns: Int, values: [Double]) {
        self.name = name
        self.columns = columns
        self.values = values
    }

    /// A file of `columns` values a row read from the spill as it is written.
    package init(name: String, columns: Int, streamed: StreamedData) {
        self.init(name: name, columns: columns, values: [])
        self.streamed = streamed
    }

    /// The file's bytes: each value as a little-endian IEEE 754 double; a failed spill read is
    /// thrown (a file short of its rows would draw a wrong chart).
    package func bytes() throws -> [UInt8] {
        var out: [UInt8] = []
        try write { out += $0 }
        return out
    }

    /// A file of (x, value) pairs (and bubble sizes): the kept markers of one series of a
    /// streamed scatter.
    package init(name: String, markers: SpilledMarkerData) {
        self.init(name: name, columns: markers.markers.columns, values: [])
        self.markers = markers
    }

    /// A file of (x, low, high) rows: every point of one plot on a page of a streamed discrete graph.
    package init(name: String, slots: SpilledSlotData) {
        self.init(name: name, columns: 3, values: [])
        self.slots = slots
    }

    /// Writes the file's bytes to `sink` in pieces of bounded size.
    package func write(_ sink: ([UInt8]) throws -> Void) throws {
        if let slots {
            try slots.write(binary: true, sink)
        } else if let markers {
            try markers.write(binary: true, sink)
        } else if let streamed {
            try streamed.write(sink)
        } else {
            try sink(Self.bytes(of: values))
        }
    }

    /// `values` as little-endian IEEE 754 doubles.
    static func bytes(of values: [Double]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: values.count * 8)
        out.withUnsafeMutableBytes { raw in
            for (index, value) in values.enumerated() {
                raw.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: index * 8, as: UInt64.self)
            }
        }
        return out
    }
}
