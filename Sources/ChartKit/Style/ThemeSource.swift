import Foundation

/// Where a chart's theme comes from: `--theme light|dark|print`, or the path of a theme file.
public enum ThemeSource: Sendable, Equatable {
    case builtin(BuiltinTheme)
    case file(path: String)

    /// A built-in's name is the built-in (write `./dark` for a file of that name); anything
    /// else is a path.
    public init(_ text: String) {
        if let builtin = BuiltinTheme(rawValue: text) { self = .builtin(builtin) } else { self = .file(path: text) }
    }

    /// The theme. A file is read now; a missing file whose name looks like a mistyped theme
    /// name (no `/`, no extension) is a usage error naming the built-ins, other missing or
    /// unreadable files are `cannotRead`, and a file's content errors are `badData` with
    /// `path:line:column`.
    public func theme() throws -> Theme {
        switch self {
        case let .builtin(builtin):
            return builtin.theme
        case let .file(path):
            if !path.contains("/") && !path.contains(".") && !FileManager.default.fileExists(atPath: path) {
                throw ChartError.usage("unknown theme \"\(path)\": expected \(BuiltinTheme.list), or the path of a theme file like ./house.theme"
                                       + Suggestion.clause(for: path, among: BuiltinTheme.allCases.map(\.rawValue)))
            }
            return try ThemeFile.load(path: path)
        }
    }
}
