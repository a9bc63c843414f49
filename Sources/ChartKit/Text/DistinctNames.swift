/// Legend names shortened to a width so that no two entries read the same: the one function
/// every legend cuts its names with (the image's axis-chart and pie legends, the text charts').
///
/// Cutting each name at its end on its own made "nonfarm" and "nonfarm_total" read "nonfarm"
/// and "nonfarm…", and "private_a" and "private_b" both "private_…": different strings, but a
/// reader cannot tell which entry is which. A shortened name here stands for every name that
/// starts with its head (less trailing separators such as `_`, which read as part of the cut) and
/// ends with its tail, and it is kept only when it stands for no other entry's name. When the end
/// cut does, the name is cut in the middle instead, keeping its distinguishing tail ("priv…_ind"):
/// first its last word, then about 40% of the room, then any tail that works.
package struct DistinctNames: Sendable {
    /// The width of a text in the legend's unit (pixels for an image, cells for a text chart).
    let width: @Sendable (String) -> Double

    package init(width: @escaping @Sendable (String) -> Double) {
        self.width = width
    }

    /// Names measured in terminal cells (`TerminalWidth`), for text charts.
    package static let cells = DistinctNames { Double(TerminalWidth.columns(of: $0)) }

    /// Names measured as an image draws them.
    package static func pixels(_ metrics: TextMetrics) -> DistinctNames {
        DistinctNames { metrics.width(of: $0) }
    }

    /// `names` as drawn in at most `limit` each, and the first two entries that still read
    /// alike (no cut within `limit` keeps them apart: the caller warns, or tries more room).
    package func shortened(_ names: [String], toWidth limit: Double) -> (names: [String], alike: (Int, Int)?) {
        var alike: (Int, Int)?
        let index = PrefixIndex(names)
        let drawn = names.indices.map { position -> String in
            let name = names[position]
            guard width(name) > limit else { return name }
            let cuts = candidates(name, limit: limit)
            func other(_ cut: Cut) -> Int? { index.first(startingWith: Self.core(cut.head)) { names[$0] != name && Self.reads(cut, as: names[$0]) } }
            if let kept = cuts.first(where: { other($0) == nil }) { return kept.text }
            let first = cuts.first ?? Cut(head: "", tail: "")
            if alike == nil, let other = other(first) { alike = (min(position, other), max(position, other)) }
            return first.text
        }
        if alike == nil {
            // A name that holds "…" itself could still be drawn as another's cut.
            var seen: [String: Int] = [:]
            for (index, text) in drawn.enumerated() {
                if let earlier = seen[text], names[earlier] != names[index] {
                    alike = (earlier, index)
                    break
                }
                seen[text] = seen[text] ?? index
            }
        }
        return (drawn, alike)
    }

    /// A cut name: what is kept before and after the "…".
    struct Cut: Equatable {
        var head: String
        var tail: String
        var text: String { head + "…" + tail }
    }

    /// Whether a reader could take `cut` for `name`: `name` starts with the cut's head (trailing
    /// separators and spaces dropped) and ends with its tail, the two not overlapping.
    static func reads(_ cut: Cut, as name: String) -> Bool {
        let head = core(cut.head)
        return name.hasPrefix(head) && name.hasSuffix(cut.tail) && name.count >= head.count + cut.tail.count
    }

    /// A cut's head as a reader takes it: trailing separators read as part of the cut.
    static func core(_ head: String) -> String {
        String(head.reversed().drop { isSeparator($0) }.reversed())
    }

    /// Names sorted by their UTF-8 bytes, so the names that start with a head are one run
    /// found by binary search: a legend of 1,000 names that share a long start is checked in
    /// the names each cut could stand for, not all of them for every cut. (Bytes, not canonical
    /// equivalence: a name spelled in another Unicode normal form than the head is not found.)
    struct PrefixIndex {
        let names: [[UInt8]]
        let order: [Int]

        init(_ names: [String]) {
            let bytes = names.map { Array($0.utf8) }
            self.names = bytes
            order = bytes.indices.sorted { bytes[$0].lexicographicallyPrecedes(bytes[$1]) }
        }

        /// The first name (by index) starting with `head` for which `matches` holds.
        func first(startingWith head: String, where matches: (Int) -> Bool) -> Int? {
            let bytes = Array(head.utf8)
            var (low, high) = (0, order.count)
            while low < high {
                let middle = (low + high) / 2
                if names[order[middle]].lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
            }
            var found: Int?
            while low < order.count, names[order[low]].starts(with: bytes) {
                if matches(order[low]) { found = min(found ?? order[low], order[low]) }
                low += 1
            }
            return found
        }
    }

    /// Whether a name as drawn (cut at its first "…", or whole) could be read as `name`; for
    /// checks on drawn legends.
    package static func reads(drawn: String, as name: String) -> Bool {
        guard let mark = drawn.firstIndex(of: "…") else { return drawn == name }
        return reads(Cut(head: String(drawn[..<mark]), tail: String(drawn[drawn.index(after: mark)...])), as: name)
    }

    static func isSeparator(_ character: Character) -> Bool {
        character.isWhitespace || "_-.:/,;|()[]".contains(character)
    }

    /// The cuts of `name` that fit `limit`, in the order they are preferred: its end alone, then
    /// its middle keeping its last word (with its separator, then without), about 40% of the
    /// room, then tails of every other length (shortest first).
    func candidates(_ name: String, limit: Double) -> [Cut] {
        let characters = Array(name)
        var tails: [Int] = [0]
        if let separator = characters.dropLast().lastIndex(where: Self.isSeparator) {
            // The last word, with its separator when there is room ("…_ind"), else without.
            for start in [separator, separator + 1] where width(String(characters[start...])) <= limit * 0.6 {
                tails.append(characters.count - start)
            }
        }
        var fortyPercent = 0
        while fortyPercent < characters.count - 1, width(String(characters.suffix(fortyPercent + 1))) <= limit * 0.4 { fortyPercent += 1 }
        if fortyPercent > 0 { tails.append(fortyPercent) }
        var length = 1
        // Every tail up to 24 characters: enough to reach any difference a legend entry can show.
        while length < min(characters.count, 24), width(String(characters.suffix(length))) < limit {
            tails.append(length)
            length += 1
        }
        var seen: [Cut] = []
        for tail in tails {
            guard let cut = cut(characters, tail: tail, limit: limit), !seen.contains(cut) else { continue }
            seen.append(cut)
        }
        return seen
    }

    /// `characters` with their last `tail` kept and the longest head before them that fits
    /// `limit` with the "…" (found by binary search: head + "…" + tail widens as the head grows);
    /// nil when not even one character of head fits beside a tail.
    func cut(_ characters: [Character], tail count: Int, limit: Double) -> Cut? {
        let tail = String(characters.suffix(count))
        // A head that fits has at most a few characters per unit of width (none is narrower than
        // 0.3 em in pixels; in cells only zero-width marks are), so a 100 KB name is not searched
        // whole: the longest head looked at is bounded by the limit.
        let room = min(characters.count - count, Int(min(limit, 100_000)) * 4 + 16)
        func make(_ head: Int) -> Cut {
            Cut(head: String(characters[..<head]).trimmingSpaces(), tail: count == 0 ? "" : tail)
        }
        guard room > 0 else { return nil }
        var low = 0, high = room
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if width(make(middle).text) <= limit { low = middle } else { high = middle }
        }
        if low == 0 && count > 0 { return nil }
        return make(low)
    }
}
