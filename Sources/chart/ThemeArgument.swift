import ArgumentParser
import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--theme light|dark|print|NAME|PATH`: a built-in by name, a name found in the theme
/// folders, anything else a theme file's path
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

    static var defaultCompletionKind: CompletionKind { .custom(completions) }

    /// What ends a folder offered for `--theme`: nothing for bash, whose completion is
    /// registered with `-o filenames` and so has readline mark every folder with a slash itself
    /// (with one here too, bash listed `outdir//`); a slash for zsh and fish, which add none.
    static var folderMark: String { CompletionShell.requesting == .bash ? "" : "/" }

    /// What `--theme WORD<Tab>` offers: the built-in names and the themes in the theme folders
    /// (`ThemeFolders`) that start with the word, then the
    /// folders and `.theme` files it could be the start of a path to (a `.file` completion
    /// offered no names, a `.list` no paths).
    @Sendable static func completions(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let installed = ThemeFolders.current().flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".theme") }
                .map { String($0.dropLast(".theme".count)) }
        }
        var seen = Set<String>()
        let names = (BuiltinTheme.allCases.map(\.rawValue) + installed.sorted())
            .filter { $0.hasPrefix(prefix) && !$0.contains("/") && seen.insert($0).inserted }
        let slash = prefix.lastIndex(of: "/")
        let folder = slash.map { String(prefix[...$0]) } ?? ""
        let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let paths = entries.sorted().compactMap { entry -> String? in
            guard entry.hasPrefix(start), !entry.hasPrefix(".") || start.hasPrefix(".") else { return nil }
            if FileKind(path: folder + entry) == .folder { return folder + entry + folderMark }
            return entry.hasSuffix(".theme") ? folder + entry : nil
        }
        return names + paths
    }
}

extension PaletteName: ExpressibleByArgument {}
