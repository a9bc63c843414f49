/// Names an input whose first bytes hold NUL bytes, which UTF-8 text of a table never does:
/// UTF-16 or UTF-32 text with or without a byte order mark, `/dev/zero`, or other binary data
/// (issue 32 items 11 and 12).
///
/// NUL is valid UTF-8, so without this check such input got past the UTF-8 check: UTF-32 with a
/// byte order mark was named UTF-16, UTF-16 without one failed at some cell of `\u{0}`, and
/// `/dev/zero` was read for 16 s until the 2 GiB limit. The first `sampleBytes` decide, so an
/// endless input is refused as soon as they have arrived (`FileBytes`, `ChunkedInput`,
/// `LiveByteStream`), and a whole read decides from the same bytes (`TableReader`). A stray NUL
/// or two in text stays an error at its cell, where the reader finds it.
enum NULPattern {
    /// How many leading bytes are looked at.
    static let sampleBytes = 4096

    /// Throws `badData` naming `name` and what it is when `head` (the input's first bytes; only
    /// the first `sampleBytes` count) is not text by its NUL bytes.
    static func refuse(head: UnsafeBufferPointer<UInt8>, name: String) throws {
        if let kind = kind(of: head) {
            throw ChartError.badData(location: nil, column: nil, message: kind.message(for: name))
        }
    }

    /// `refuse(head:name:)` for an array.
    static func refuse(head: [UInt8], name: String) throws {
        try head.withUnsafeBufferPointer { try refuse(head: $0, name: name) }
    }

    /// What input starting with `head` is, when its first `sampleBytes` hold NUL bytes in a way
    /// text does not; nil when they hold none, or only a few stray ones.
    static func kind(of head: UnsafeBufferPointer<UInt8>) -> BinarySignature.Kind? {
        let sample = UnsafeBufferPointer(rebasing: head.prefix(sampleBytes))
        guard sample.contains(0) else { return nil }
        if let kind = BinarySignature.kind(of: sample) { return kind }
        let counts = Counts(sample)
        if counts.nuls == sample.count {
            return BinarySignature.Kind(
                what: "NUL bytes only (its first \(sample.count) bytes are all 0, as /dev/zero's are)",
                fix: "chart reads CSV, TSV, JSON or NDJSON text")
        }
        if let encoding = counts.encoding {
            let order = encoding.hasSuffix("LE") ? "little-endian" : "big-endian"
            return BinarySignature.Kind(
                what: "\(encoding.prefix(6)) text (\(order), without a byte order mark)",
                fix: "convert it: iconv -f \(encoding) -t UTF-8 FILE | chart …", isNot: "UTF-8")
        }
        guard counts.longestRun >= 4 || (counts.nuls >= 16 && counts.nuls * 16 >= sample.count) else { return nil }
        return BinarySignature.Kind(
            what: "binary data (its first bytes hold \(counts.nuls) NUL bytes)",
            fix: "chart reads CSV, TSV, JSON or NDJSON text; if this is text padded with NUL bytes, drop them: tr -d '\\000' < FILE | chart …")
    }

    /// `kind(of:)` for an array.
    static func kind(of head: [UInt8]) -> BinarySignature.Kind? {
        head.withUnsafeBufferPointer { kind(of: $0) }
    }

    /// The NUL bytes of a sample by position, which tell the text encodings apart: ASCII in
    /// UTF-16LE is `c 0`, in UTF-16BE `0 c`, in UTF-32LE `c 0 0 0`, in UTF-32BE `0 0 0 c`.
    private struct Counts {
        var nuls = 0
        var longestRun = 0
        /// NUL bytes at positions 0, 1, 2, 3 modulo 4, and how many positions of each there are.
        var byResidue = [0, 0, 0, 0]
        var positions = [0, 0, 0, 0]
        /// Whether every whole group of 4 bytes is a Unicode scalar read little- and big-endian:
        /// UTF-32 is no more than that, so binary data rarely passes.
        var scalarsLE = true
        var scalarsBE = true

        init(_ sample: UnsafeBufferPointer<UInt8>) {
            var run = 0
            for start in stride(from: 0, to: sample.count - 3, by: 4) {
                let bytes = (UInt32(sample[start]), UInt32(sample[start + 1]), UInt32(sample[start + 2]), UInt32(sample[start + 3]))
                scalarsLE = scalarsLE && Unicode.Scalar(bytes.0 | bytes.1 << 8 | bytes.2 << 16 | bytes.3 << 24) != nil
                scalarsBE = scalarsBE && Unicode.Scalar(bytes.3 | bytes.2 << 8 | bytes.1 << 16 | bytes.0 << 24) != nil
            }
            for (index, byte) in sample.enumerated() {
                positions[index & 3] += 1
                if byte == 0 {
                    nuls += 1
                    byResidue[index & 3] += 1
                    run += 1
                    longestRun = max(longestRun, run)
                } else {
                    run = 0
                }
            }
        }

        /// Whether the positions of each of `residues` (modulo 4) are mostly NUL (at least 3 in
        /// 4 of them). Each on its own: in a short UTF-16 sample, the NULs of two residues can
        /// make up 3 in 4 of three residues' positions.
        private func mostlyNUL(_ residues: [Int]) -> Bool {
            residues.allSatisfy { positions[$0] > 0 && byResidue[$0] * 4 >= positions[$0] * 3 }
        }

        /// Whether the positions of each of `residues` are mostly not NUL (at most 1 in 4 is).
        private func mostlyText(_ residues: [Int]) -> Bool {
            residues.allSatisfy { positions[$0] > 0 && byResidue[$0] * 4 <= positions[$0] }
        }

        /// The text encoding (iconv's name with the byte order) the NUL bytes fall like, or nil.
        var encoding: String? {
            guard positions[3] > 0 else {
                // Fewer than 4 bytes: only UTF-16 can show.
                if positions[1] > 0, mostlyNUL([1]), mostlyText([0]) { return "UTF-16LE" }
                if positions[1] > 0, mostlyNUL([0]), mostlyText([1]) { return "UTF-16BE" }
                return nil
            }
            if scalarsLE, mostlyNUL([1, 2, 3]), mostlyText([0]) { return "UTF-32LE" }
            if scalarsBE, mostlyNUL([0, 1, 2]), mostlyText([3]) { return "UTF-32BE" }
            if mostlyNUL([1, 3]), mostlyText([0, 2]) { return "UTF-16LE" }
            if mostlyNUL([0, 2]), mostlyText([1, 3]) { return "UTF-16BE" }
            return nil
        }
    }
}
