/// Turns a short fuzz input into a wide one, so the CSV and data → program targets meet tables
/// of thousands of columns (issue 32: a 20,000-column CSV grew chart to gigabytes) although
/// libFuzzer's inputs stay under 4 KB.
///
/// An input that starts with `marker` (0x01, which no real CSV or JSON starts with) and a count
/// byte k has every line of the rest repeated (k × 8 + 1) times, joined by commas: `a,b` becomes
/// `a,b,a,b,…`, so up to 2,041 copies of each column, both sides of the series limit (1,000).
/// The whole is held to `maximumBytes`, so an input stays quick to read. Any other input is
/// returned as it is.
public enum FuzzWidening {
    /// The first byte of an input to widen.
    public static let marker: UInt8 = 0x01
    /// The most bytes a widened input grows to.
    public static let maximumBytes = 1 << 18

    /// `bytes`, widened when it starts with `marker` and a count byte.
    public static func widened(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 2, bytes[0] == marker else { return bytes }
        let rest = bytes.dropFirst(2)
        let asked = Int(bytes[1]) * 8 + 1
        let copies = max(1, min(asked, maximumBytes / max(1, rest.count)))
        var out: [UInt8] = []
        out.reserveCapacity(rest.count * copies + copies)
        for line in rest.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if out.count > 0 || line.startIndex > rest.startIndex { out.append(UInt8(ascii: "\n")) }
            for copy in 0..<(line.isEmpty ? 0 : copies) {  // a blank line stays blank
                if copy > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: line)
            }
        }
        return out
    }
}
