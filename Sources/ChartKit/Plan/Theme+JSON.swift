extension Theme {
    /// The `--plan` entry for a theme other than the default: `"theme": {"name", "background",
    /// "text", "palette", "font"}`; none for `light` itself, so plans made without `--theme`,
    /// `--palette` or `--font` are the same as before themes existed. (The font size in use is
    /// the figure's, which the plan's geometry already reflects.)
    var planMembers: [(String, JSONDocument)] {
        guard self != .light else { return [] }
        return [
            (
                "theme",
                .object([
                    ("name", .string(name)),
                    ("background", .string(background)),
                    ("text", .string(text)),
                    ("palette", .array(palette.map(JSONDocument.string))),
                    ("font", .string(font)),
                ])
            )
        ]
    }
}
