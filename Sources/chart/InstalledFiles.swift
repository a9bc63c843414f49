import ChartKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `chart doctor` says about chart's own files: the folders `--theme NAME` searches, in
/// order, and the shell completions installed beside the binary, so "why is my theme not
/// found" and "why does Tab complete nothing" have an answer without reading the install script.
///
/// Completions are looked for under the prefix the binary is in (`PREFIX/bin/chart`), where
/// scripts/install and the .deb put them; zsh's file may be in either folder a layout uses
/// (`vendor-completions` for Debian's packages, `site-functions` elsewhere). Whether the shell
/// itself searches there is the shell's setting, not something chart can see.
enum InstalledFiles {
    /// One `info` line per theme folder and per shell.
    static func lines(themeFolders: [String], ownThemes: String?, executable: String?) -> [String] {
        themeLines(themeFolders, own: ownThemes) + completionLines(executable: executable)
    }

    /// `own` is the user's folder (`$XDG_CONFIG_HOME/chart/themes`), where a missing folder is
    /// worth a hint.
    static func themeLines(_ folders: [String], own: String?) -> [String] {
        folders.enumerated().map { index, folder in
            let what: String
            switch FileKind(path: folder) {
            case .missing:
                what = folder == own ? "absent; your own NAME.theme files go here" : "absent"
            case .other:
                what = "not a folder"
            case .folder:
                let count = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".theme") }.count
                what = count == 1 ? "1 theme" : "\(count) themes"
            }
            return "info    themes \(index + 1): \(folder) (\(what))"
        }
    }

    /// The files each shell's completion may be in, under the binary's prefix.
    static func completionCandidates(prefix: String) -> [(shell: String, paths: [String])] {
        [
            ("bash", [prefix + "/share/bash-completion/completions/chart"]),
            ("zsh", [prefix + "/share/zsh/vendor-completions/_chart", prefix + "/share/zsh/site-functions/_chart"]),
            ("fish", [prefix + "/share/fish/vendor_completions.d/chart.fish"]),
        ]
    }

    static func completionLines(executable: String?) -> [String] {
        guard let executable else { return ["info    completions: cannot tell (the path of the running chart is unknown)"] }
        let prefix = URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent().path
        return completionCandidates(prefix: prefix).map { shell, paths in
            if let found = paths.first(where: { FileKind(path: $0) == .other }) {
                return "info    completion \(shell): \(found)"
            }
            return "info    completion \(shell): not installed beside chart (looked for \(paths.joined(separator: ", ")))"
        }
    }
}
