import ArgumentParser
import ChartKit

// Option values as types: ArgumentParser parses them, and rejects a bad one with exit 64 and
// the allowed values, before any data is read; --help and the shell completions list them. The
// conformances live here because ChartKit does not depend on ArgumentParser.

extension YScale: ExpressibleByArgument {}
extension YAxisSide: ExpressibleByArgument {}
extension LegendPosition: ExpressibleByArgument {}
extension BarSort: ExpressibleByArgument {}
extension XTypeRequest: ExpressibleByArgument {}
extension ScatterFit: ExpressibleByArgument {}

extension OutputFormat: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension InputFormat: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// When text charts are coloured (`--color`).
enum ColorMode: String, CaseIterable, ExpressibleByArgument {
    /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
    case auto
    case always
    case never
}

/// When to draw the progress line (`--progress`).
enum ProgressMode: String, CaseIterable, ExpressibleByArgument {
    /// On a terminal, for several pages.
    case auto
    case always
    case never
}
