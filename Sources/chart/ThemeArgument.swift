import ArgumentParser
import ChartKit

/// `--theme light|dark|print|PATH`: a built-in by name, anything else a theme file's path
/// (read in `FigureFlags.options`, before any data, so its errors come first).
struct ThemeArgument: ExpressibleByArgument, Sendable {
    var source: ThemeSource

    init(_ source: ThemeSource) {
        self.source = source
    }

    init?(argument: String) {
        guard !argument.isEmpty else { return nil }
        source = ThemeSource(argument)
    }

    var defaultValueDescription: String {
        switch source {
        case let .builtin(theme): return theme.rawValue
        case let .file(path): return path
        }
    }

    static var defaultCompletionKind: CompletionKind { .file(extensions: ["theme"]) }
}

extension PaletteName: ExpressibleByArgument {}
