import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A set of output files written atomically, so a failed or killed render never leaves a new,
/// empty or truncated PNG behind and never damages an existing one.
///
/// gnuplot writes to hidden temporary files in each target's own folder (so the final `rename(2)`
/// stays within one file system and is atomic); only when every temporary file is a complete PNG of
/// the requested size are they renamed into place. Any failure removes every temporary file.
/// Folders are never created: a missing folder is the user's mistake (`cannotWrite`, "no such
/// directory"). `"-"` means stdout; it must be the only path, and its temporary file lives in the
/// system temp directory. Renames happen only after every file was verified; if one rename fails
/// (rare: same folder), outputs renamed before it stay in place.
public final class OutputTransaction {
    /// The final paths, as given.
    public let paths: [String]
    /// Where gnuplot must `set output` to, parallel to `paths`.
    public let temporaryPaths: [String]

    private enum State { case open, committed, rolledBack }
    private var state = State.open

    /// Validates the targets and reserves a unique temporary file next to each one.
    public init(paths: [String]) throws {
        guard !paths.isEmpty else { throw ChartError.usage("no output path given") }
        if paths.count > 1, paths.contains("-") {
            throw ChartError.usage("-o - writes one PNG to stdout, but this chart has \(paths.count) outputs; name an output file instead")
        }
        var seen = Set<String>()
        for path in paths where !seen.insert(Self.normalized(path)).inserted {
            throw ChartError.usage("output path \(path) is used more than once")
        }

        var reserved: [String] = []
        do {
            for path in paths {
                reserved.append(try Self.reserveTemporary(for: path))
            }
        } catch {
            for temporary in reserved { unlink(temporary) }
            throw error
        }
        self.paths = paths
        self.temporaryPaths = reserved
    }

    deinit {
        if state == .open { removeTemporaries() }
    }

    /// Verifies every temporary PNG (complete, `expectedWidth`×`expectedHeight`), then moves each
    /// into place (or, for `"-"`, copies its bytes to stdout). Cleans up on any failure.
    public func commit(expectedWidth: Int, expectedHeight: Int) throws {
        guard state == .open else {
            throw ChartError.internal("output transaction committed after it was \(state == .committed ? "committed" : "rolled back")")
        }
        do {
            var stdoutBytes: [UInt8]?
            for (path, temporary) in zip(paths, temporaryPaths) {
                let bytes = try Self.readTemporary(temporary, for: path)
                let info: PNGInfo
                do {
                    info = try PNGInspector.inspect(bytes: bytes, name: path)
                } catch {
                    throw ChartError.internal("gnuplot did not write a valid PNG for \(Self.display(path)): \(Self.reason(error))")
                }
                guard info.width == expectedWidth, info.height == expectedHeight else {
                    throw ChartError.internal("gnuplot wrote \(Self.display(path)) as \(info.width)x\(info.height), expected \(expectedWidth)x\(expectedHeight)")
                }
                if path == "-" { stdoutBytes = bytes }
            }
            if let stdoutBytes {
                do {
                    try FileHandle.standardOutput.write(contentsOf: stdoutBytes)
                } catch {
                    throw ChartError.io("cannot write the PNG to stdout: \(Self.reason(error))")
                }
            } else {
                for (path, temporary) in zip(paths, temporaryPaths) where rename(temporary, path) != 0 {
                    let reason = String(cString: strerror(errno))
                    throw ChartError.cannotWrite(path: path, reason: reason)
                }
            }
        } catch {
            rollback()
            throw error
        }
        removeTemporaries()   // only the stdout temporary is still there
        state = .committed
    }

    /// Removes every temporary file that exists; idempotent, and a no-op after a commit.
    public func rollback() {
        guard state != .committed else { return }
        removeTemporaries()
        state = .rolledBack
    }

    private func removeTemporaries() {
        for temporary in temporaryPaths { unlink(temporary) }
    }

    /// Creates an empty hidden file next to `path` with O_EXCL (so two runs never share one), which
    /// also proves the folder exists and is writable before gnuplot runs.
    private static func reserveTemporary(for path: String) throws -> String {
        let folder: String
        let base: String
        if path == "-" {
            folder = NSTemporaryDirectory()
            base = "stdout.png"
        } else {
            base = URL(fileURLWithPath: path).lastPathComponent
            if let slash = path.lastIndex(of: "/") {
                folder = slash == path.startIndex ? "/" : String(path[..<slash])
            } else {
                folder = "."
            }
            try checkTarget(path: path, folder: folder)
        }
        let prefix = (folder.hasSuffix("/") ? folder : folder + "/") + "." + base + ".chart-\(getpid())-"
        for _ in 0..<16 {
            let candidate = prefix + String(UInt32.random(in: 0...UInt32.max), radix: 16) + ".tmp"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 {
                close(fd)
                return candidate
            }
            if errno != EEXIST {
                throw ChartError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
        }
        throw ChartError.cannotWrite(path: path, reason: "cannot create a unique temporary file in its folder")
    }

    /// A missing folder, a folder that is a file, or a target that is a folder is reported by name.
    private static func checkTarget(path: String, folder: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw ChartError.cannotWrite(path: path, reason: "no such directory")
        }
        guard isDirectory.boolValue else {
            throw ChartError.cannotWrite(path: path, reason: "\(folder) is not a directory")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ChartError.cannotWrite(path: path, reason: "is a directory")
        }
    }

    private static func readTemporary(_ temporary: String, for path: String) throws -> [UInt8] {
        guard FileManager.default.fileExists(atPath: temporary) else {
            throw ChartError.internal("gnuplot did not write \(display(path))")
        }
        guard let data = FileManager.default.contents(atPath: temporary) else {
            throw ChartError.io("cannot read back the output for \(display(path))")
        }
        return [UInt8](data)
    }

    private static func display(_ path: String) -> String { path == "-" ? "the PNG for stdout" : path }

    private static func normalized(_ path: String) -> String {
        path == "-" ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func reason(_ error: Error) -> String {
        if case let ChartError.internal(message) = error { return message }
        return "\(error)"
    }
}
