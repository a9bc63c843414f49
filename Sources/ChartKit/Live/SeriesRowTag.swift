/// What `SeriesRuns` keeps of a long row beside its x and value, packed into the bits of one
/// spilled `Double`: its key's code, whether it starts a run, the block of input rows it is in,
/// and a hash of its x text (a second, wider one goes beside it: `check`).
///
/// One value a row for all of it keeps the spill at 32 bytes a row whichever order the rows
/// come in. The rows
/// of an input not in runs are sorted by x (`LineSpillSorter`), and then each distinct x's rows
/// are neighbours: the hash tells two x texts at one position apart ("1" and "1.0", which a
/// whole read keeps as two wide rows, so such an input is read whole), and the block of a
/// distinct x's first row (the first of its rows, the sort being stable) bounds how many
/// distinct x values a whole read has met at each row, for the cell limit it checks row by
/// row. The bits are only stored and compared, never computed on, so the NaN payloads they make
/// survive every copy.
struct SeriesRowTag: Equatable {
    /// Rows per block: the limit's check is exact to a block of this many rows.
    static let blockShift = 14
    private static let codeBits = 10
    private static let blockBits = 22
    private static let hashBits = 64 - codeBits - 1 - blockBits

    /// The key's code, below `SeriesLimit.maximum`.
    var code: Int
    /// Whether the row starts a run (a wide row, while the rows come in runs of rising x).
    var startsRun: Bool
    /// The row's block of input rows (its long row index over `1 << blockShift`).
    var block: Int
    /// The x text's hash (`hash(_:)`).
    var hash: UInt64

    init(code: Int, startsRun: Bool, row: Int, hash: UInt64) {
        (self.code, self.startsRun, self.hash) = (code, startsRun, hash)
        block = row >> Self.blockShift
    }

    init(_ value: Double) {
        let bits = value.bitPattern
        code = Int(bits & (1 << Self.codeBits - 1))
        startsRun = bits >> Self.codeBits & 1 == 1
        block = Int(bits >> (Self.codeBits + 1) & (1 << Self.blockBits - 1))
        hash = bits >> (Self.codeBits + 1 + Self.blockBits)
    }

    /// The rows a tag can tell apart the blocks of: beyond them a read is not streamed.
    static let maximumRows = 1 << (blockBits + blockShift)

    /// The tag as the spill keeps it.
    var value: Double {
        let bits = UInt64(code) | (startsRun ? 1 : 0) << Self.codeBits | UInt64(block) << (Self.codeBits + 1)
        return Double(bitPattern: bits | hash << (Self.codeBits + 1 + Self.blockBits))
    }

    /// A second, wider hash of `text` (a multiply-rotate over its UTF-8 bytes, unrelated to
    /// FNV-1a), spilled beside the tag as a `Double`'s bits: two x spellings at one position are
    /// told apart unless both hashes agree (95 bits). With the tag's 31 bits alone, spellings
    /// found by a search ("9" and "000000000000000.07e02", a differential fuzz) were merged into
    /// one wide row where a whole read keeps two.
    static func check(_ text: String) -> Double {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0xBF58_476D_1CE4_E5B9
            hash = hash << 27 | hash >> 37
        }
        hash ^= UInt64(text.utf8.count)
        hash = (hash ^ hash >> 31) &* 0x94D0_49BB_1331_11EB
        return Double(bitPattern: hash ^ hash >> 29)
    }

    /// FNV-1a of `text`'s UTF-8 bytes, cut to the bits a tag keeps: the same in every run (a
    /// seeded `Hasher` is not), so the same input streams or not the same way every time.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash >> (64 - hashBits)
    }
}
