#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders `--theme NAME` looks in for `NAME.theme`, in order: the user's own
/// (`$XDG_CONFIG_HOME/chart/themes`, else `~/.config/chart/themes`), then the themes installed
/// with chart (`PREFIX/share/chart/themes` beside `PREFIX/bin/chart`), so a theme name works from
/// any folder, not only where the file happens to be.
enum ThemeFolders {
    static func current(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: String? = executablePath()
    ) -> [String] {
        var folders: [String] = []
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            folders.append(URL(fileURLWithPath: config).appendingPathComponent("chart/themes").path)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folders.append(URL(fileURLWithPath: home).appendingPathComponent(".config/chart/themes").path)
        }
        if let executable {
            let prefix = URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
            folders.append(prefix.appendingPathComponent("share/chart/themes").path)
        }
        return folders
    }

    /// The running binary's real path (symbolic links resolved, so `/usr/local/bin/chart` linked
    /// to a build finds that build's themes, as `PREFIX` is where the file is).
    static func executablePath() -> String? {
        #if os(Linux)
        let link = "/proc/self/exe"
        #else
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var name = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&name, &size) == 0 else { return nil }
        let link = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
        guard let resolved = realpath(link, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
