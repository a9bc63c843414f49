/// "Did you mean …?" for names a user types (theme keys, theme and palette names, commands,
/// flag values, label formats).
package enum Suggestion {
    /// The candidate closest to `text` (case-insensitive, optimal string alignment distance)
    /// when it is close enough to be a slip: one edit per three characters, at least one.
    /// Ties go to the earlier candidate.
    package static func nearest(to text: String, among candidates: [String]) -> String? {
        let target = Array(text.lowercased())
        guard !target.isEmpty else { return nil }
        let limit = max(1, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = DataTable.editDistance(target, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean "x"?` or nothing.
    package static func clause(for text: String, among candidates: [String]) -> String {
        nearest(to: text, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
