/// A gnuplot program with the binary data files it reads, so the renderer can write them into
/// gnuplot's working directory before it starts (see `DataPlacement`).
///
/// With `.inline` placement `files` is empty and `text` runs on its own.
package struct GnuplotProgram: Sendable, Equatable {
    /// The program text, newline-terminated.
    package var text: String
    /// Files the text names (plain names relative to gnuplot's working directory).
    package var files: [GnuplotDataFile]

    package init(text: String, files: [GnuplotDataFile] = []) {
        self.text = text
        self.files = files
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

    /// The file's bytes: each value as a little-endian IEEE 754 double.
    package var bytes: [UInt8] {
        var out = [UInt8](repeating: 0, count: values.count * 8)
        out.withUnsafeMutableBytes { raw in
            for (index, value) in values.enumerated() {
                raw.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: index * 8, as: UInt64.self)
            }
        }
        return out
    }
}
