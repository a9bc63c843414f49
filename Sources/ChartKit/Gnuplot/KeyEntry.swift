/// One entry of a chart's legend as a gnuplot `keyentry` plot element: a sample drawn with the
/// series' own style clause and its title, without data.
///
/// A `--facet` legend lists every series of the input while a panel holds only some, so it is
/// made of these rather than of one panel's plot titles; each kind builds them from the same
/// style and title functions its marks use, so a sample cannot drift from the series it stands for.
package struct KeyEntry: Sendable, Equatable {
    /// The name as the legend draws it (perhaps shortened).
    package var name: String
    /// `keyentry with lines lw 2 lc rgb '#0072B2' dt 1 title 'name'`: the whole plot element.
    package var element: String

    /// The entry `name` drawn as `look`: a plot element's style clause ending in its title clause.
    package init(name: String, look: String) {
        self.name = name
        element = "keyentry " + look
    }
}
