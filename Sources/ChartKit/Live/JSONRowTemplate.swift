/// The bytes before each value of a batch's usual object (`{"x":` then `,"y":` …: the first
/// batch's keys in their order, nothing between), so `JSONRowParser` matches each key and its
/// colon with two word comparisons instead of stepping over quotes, whitespace and the colon one
/// by one, which was a third of its time on a long NDJSON input (issue 37).
///
/// An object written any other way (spaces, another key order, a key left out) does not match
/// and is read by the parser's member-by-member scan, which reads every object the template
/// reads the same way.
struct JSONRowTemplate {
    /// Each key's bytes (`{` or `,`, the quoted key, `:`) as two little-endian words, with masks
    /// keeping only its bytes; and its length.
    private let words: [(UInt64, UInt64, UInt64, UInt64)]
    let lengths: [Int]

    /// How many bytes from a key's start `matches` reads.
    static let reach = 16

    /// The template of objects with `keys` in this order; nil when a key needs an escape or its
    /// bytes take more than two words.
    init?(keys: [[UInt8]]) {
        guard !keys.isEmpty else { return nil }
        var words: [(UInt64, UInt64, UInt64, UInt64)] = []
        var lengths: [Int] = []
        for (index, key) in keys.enumerated() {
            guard !key.contains(where: { $0 == ASCII.quote || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else { return nil }
            let bytes = [UInt8(ascii: index == 0 ? "{" : ",")] + [ASCII.quote] + key + [ASCII.quote, UInt8(ascii: ":")]
            guard bytes.count <= Self.reach else { return nil }
            func word(_ part: ArraySlice<UInt8>) -> (UInt64, UInt64) {
                var (word, mask): (UInt64, UInt64) = (0, 0)
                for (offset, byte) in part.enumerated() {
                    word |= UInt64(byte) << (8 * offset)
                    mask |= 0xFF << (8 * offset)
                }
                return (word, mask)
            }
            let (low, lowMask) = word(bytes.prefix(8))
            let (high, highMask) = word(bytes.dropFirst(8))
            words.append((low, lowMask, high, highMask))
            lengths.append(bytes.count)
        }
        self.words = words
        self.lengths = lengths
    }

    /// Whether key `key`'s bytes are at `index`, which has `reach` bytes after it.
    @inline(__always)
    func matches(_ key: Int, _ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        let (low, lowMask, high, highMask) = words[key]
        let first = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let second = bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
        return (first ^ low) & lowMask | (second ^ high) & highMask == 0
    }
}
