#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the gnuplot executable, so a missing or broken install is reported once, up front, with
/// the command that fixes it instead of as an obscure launch failure later.
///
/// Order: the `--gnuplot` flag, then `$GNUPLOT`, then each directory of `$PATH`. A flag or
/// `$GNUPLOT` value without a `/` is looked up in `$PATH` (like `env` does); one with a `/` is a
/// path, resolved against the current directory. Empty `$PATH` entries mean the current directory,
/// as in the shell.
package struct GnuplotLocator: Sendable {
    /// The message for "no gnuplot anywhere", with install commands for Debian/Ubuntu and macOS.
    package static let notFoundMessage =
        """
        gnuplot not found (looked in --gnuplot, $GNUPLOT and PATH); install it with `sudo apt-get install gnuplot-nox` (Debian/Ubuntu) or `brew \
        install gnuplot` (macOS), or pass --gnuplot PATH
        """

    /// Returns the absolute path of the gnuplot to run, or throws `ChartError.gnuplotUnavailable`.
    package static func locate(explicit: String?, environment: [String: String]) throws -> String {
        let path = environment["PATH"] ?? ""
        if let explicit {
            return try resolve(explicit, source: "--gnuplot", searchPath: path)
        }
        if let fromEnvironment = environment["GNUPLOT"], !fromEnvironment.isEmpty {
            return try resolve(fromEnvironment, source: "$GNUPLOT", searchPath: path)
        }
        if let found = search(name: "gnuplot", in: path) { return found }
        throw ChartError.gnuplotUnavailable(notFoundMessage)
    }

    /// Checks a user-named gnuplot, saying exactly what is wrong with it.
    private static func resolve(_ value: String, source: String, searchPath: String) throws -> String {
        if value.isEmpty {
            throw ChartError.gnuplotUnavailable("\(source) is empty; pass the path of the gnuplot executable")
        }
        guard value.contains("/") else {
            if let found = search(name: value, in: searchPath) { return found }
            throw ChartError.gnuplotUnavailable("gnuplot \(value) (from \(source)) was not found in PATH")
        }
        let absolute = absolutePath(value)
        switch check(absolute) {
        case .ok: return absolute
        case .missing: throw ChartError.gnuplotUnavailable("gnuplot \(value) (from \(source)) does not exist")
        case .folder: throw ChartError.gnuplotUnavailable("gnuplot \(value) (from \(source)) is a folder, not the gnuplot executable")
        case .notRegular: throw ChartError.gnuplotUnavailable("gnuplot \(value) (from \(source)) is not a regular file")
        case .notExecutable: throw ChartError.gnuplotUnavailable("gnuplot \(value) (from \(source)) is not executable")
        }
    }

    /// The first executable regular file called `name` in the `:`-separated `searchPath`.
    static func search(name: String, in searchPath: String) -> String? {
        for directory in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            let folder = directory.isEmpty ? "." : String(directory)
            let candidate = absolutePath(folder.joiningPath(name))
            if check(candidate) == .ok { return candidate }
        }
        return nil
    }

    private enum Check { case ok, missing, folder, notRegular, notExecutable }

    /// What to do when the gnuplot the user named (`--gnuplot` or `$GNUPLOT`) cannot be used:
    /// the name is the problem, so installing gnuplot (the fix when none is found anywhere)
    /// would not help; nil when no gnuplot was named. `chart doctor` prints it.
    package static func fixForNamed(explicit: String?, environment: [String: String]) -> String? {
        let named: (value: String, source: String)
        if let explicit {
            named = (explicit, "--gnuplot")
        } else if let value = environment["GNUPLOT"], !value.isEmpty {
            named = (value, "$GNUPLOT")
        } else {
            return nil
        }
        let other = named.source == "--gnuplot" ? "leave out --gnuplot to use $GNUPLOT or PATH" : "unset GNUPLOT to use PATH"
        guard named.value.contains("/") else {
            return "give \(named.source) the path of the gnuplot executable, or a name found in PATH; or \(other)"
        }
        let path = absolutePath(named.value)
        switch check(path) {
        case .ok: return nil
        case .missing: return "check the path given to \(named.source); or \(other)"
        case .folder:
            let inside = path.joiningPath("gnuplot")
            let hint = check(inside) == .ok ? "\(inside)" : "the executable, not its folder"
            return "give \(named.source) \(hint); or \(other)"
        case .notRegular: return "give \(named.source) the gnuplot executable, a regular file; or \(other)"
        case .notExecutable: return "make it executable (chmod +x \(named.value)) or give \(named.source) the gnuplot executable; or \(other)"
        }
    }

    /// Follows symlinks (Debian's /usr/bin/gnuplot is one) and checks the target.
    private static func check(_ path: String) -> Check {
        switch FileKind(path: path) {
        case .missing: return .missing
        case .folder: return .folder
        case .other: break
        }
        guard let type = try? FileManager.default.attributesOfItem(atPath: resolvedLink(path))[.type] as? FileAttributeType,
            type == .typeRegular
        else { return .notRegular }
        return FileManager.default.isExecutableFile(atPath: path) ? .ok : .notExecutable
    }

    private static func resolvedLink(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    private static func absolutePath(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
