import ArgumentParser

/// `--vline`: vertical reference lines, for the charts whose x is a position (line, discrete);
/// a bar chart's x is a list of categories, so bar does not list it.
struct VLineOption: ParsableArguments {
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Vertical reference line at this x: a number, ISO date or category (repeatable).", valueName: "x"))
    var vline: [String] = []
}
