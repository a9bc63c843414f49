#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a chart's theme comes from: `--theme light|dark|print`, a theme name found in the
/// theme folders (`--theme house` for `house.theme`), or the path of a theme file.
package enum ThemeSource: Sendable, Equatable {
    case builtin(BuiltinTheme)
    case file(path: String)

    /// A built-in's name is the built-in (write `./dark` for a file of that name); anything
    /// else is a path or a name to look up in the theme folders.
    package init(_ text: String) {
        if let builtin = BuiltinTheme(rawValue: text) { self = .builtin(builtin) } else { self = .file(path: text) }
    }

    /// The theme. A bare name (no `/`) that is not a file in the working folder is looked up as
    /// `NAME.theme` (or `NAME` when it already ends in `.theme`) in `folders`, first match wins,
    /// so a team's `house.theme` in `~/.config/chart/themes/` or an installed theme works from
    /// any folder. A name found nowhere is a usage error naming the built-ins and the folders
    /// searched; other missing or unreadable files are `cannotRead`, and a file's content errors
    /// are `badData` with `path:line:column`.
    package func theme(searching folders: [String] = []) throws -> Theme {
        switch self {
        case let .builtin(builtin):
            return builtin.theme
        case let .file(path):
            return try ThemeFile.load(path: resolvedPath(path, folders: folders))
        }
    }

    /// The file a `.file` source reads: the path itself unless it is a bare name missing from
    /// the working folder, then the first theme folder holding it.
    package static func path(for name: String, in folders: [String]) -> String? {
        guard !name.contains("/") else { return nil }
        let file = name.hasSuffix(".theme") ? name : name + ".theme"
        return folders.lazy.map { $0.joiningPath(file) }.first { FileManager.default.fileExists(atPath: $0) }
    }

    private func resolvedPath(_ path: String, folders: [String]) throws -> String {
        // A folder that happens to share the name (a `house/` beside the data) is not the theme.
        if path.contains("/") || FileKind(path: path) == .other { return path }
        if let found = Self.path(for: path, in: folders) { return found }
        if !path.contains(".") {
            let folders = folders.isEmpty ? "" : " a theme in \(folders.joined(separator: " or ")) (none holds \(path).theme),"
            throw ChartError.usage(
                "unknown theme \"\(path)\": expected \(BuiltinTheme.list),\(folders) or the path of a theme file like ./house.theme"
                    + Suggestion.clause(for: path, among: BuiltinTheme.allCases.map(\.rawValue)))
        }
        return path
    }
}
