/// How series keep apart once the colours come round again: each further round of the colour
/// list gives them another fill, dash pattern or marker.
///
/// Series `index` of a list of `colors` colours is in round `index / colors`. Round 0 takes the
/// theme's own styles (cycled); round r takes the r-th of the round styles that differs from the
/// style the same colour had in round 0, so that within `distinctCount` series no two share both
/// colour and style (provided the colours differ). Beyond it, looks repeat, and the layouters warn.
package enum SeriesRounds {
    /// The style of series `index` (0-based) for a list of `colors` colours.
    package static func style<Style: Equatable>(_ index: Int, colors: Int, base: [Style], rounds: [Style]) -> Style {
        let colors = max(colors, 1)
        let slot = index % colors
        let own = base[slot % base.count]
        let round = index / colors
        guard round > 0 else { return own }
        let others = rounds.filter { $0 != own }
        guard !others.isEmpty else { return own }
        return others[(round - 1) % others.count]
    }

    /// How many series, from the first, never share colour and style: the first series whose
    /// colour slot runs out of unused round styles is the first that repeats.
    package static func distinctCount<Style: Equatable>(colors: Int, base: [Style], rounds: [Style]) -> Int {
        let colors = max(colors, 1)
        return (0..<colors).map { slot in
            let own = base[slot % base.count]
            let others = rounds.filter { $0 != own }.count
            return (others + 1) * colors + slot
        }.min() ?? colors
    }

    /// The warning for `count` series when only the first `distinct` look different, or nil:
    /// which series repeat, why, and how to fix it. `what` names the series (`series`, `plots`,
    /// `slices`), `styles` what changes per round (`fill patterns`).
    package static func warning(count: Int, distinct: Int, colors: Int, what: String, styles: String, fix: String? = nil) -> String? {
        guard count > distinct else { return nil }
        let repeating = count == distinct + 1 ? "the last one looks like an earlier one" : "the last \(count - distinct) look like earlier ones"
        return "\(count) \(what) but only \(distinct) can be told apart (\(colors) colour\(colors == 1 ? "" : "s") combined with \(styles)): "
            + "\(repeating); \(fix ?? "give more colours with --colors, or chart fewer \(what)")"
    }
}
