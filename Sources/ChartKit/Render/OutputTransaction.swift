#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A set of output files written all together or not at all, so a failed, killed or interrupted
/// render never leaves a new, empty or truncated file behind and never damages an existing one.
///
/// Rules ("Reliability" in share/doc/chart/reference.md states them for users):
/// - A target must be absent or a regular file; a directory, symbolic link, FIFO, device or socket
///   is refused (`cannotWrite`, exit 73) before anything runs, since replacing it with a regular
///   file is never what `-o /dev/null` or `-o link.png` meant.
/// - Missing folders of a target are created, and removed again while still empty when the
///   transaction rolls back or is interrupted (`OutputFolders`).
/// - A path with control characters is a usage error: such a name is a typo or an attack, and it
///   breaks every log line and Makefile that names it.
/// - Each target gets a hidden temporary file in its own folder (`.NAME.chart-PID-HEX.tmp`,
///   `O_EXCL`), which proves early that the folder is writable and keeps the final `rename(2)`
///   on one file system. The bytes are written there, and only when every file is written are
///   they renamed into place. Existing targets are first hard-linked to `.NAME.chart-PID-HEX.bak`,
///   so that when a later rename fails the earlier targets get their old bytes back.
/// - A replaced target keeps its permission bits (and its owner and group where chart may set
///   them): overwriting a 0600 chart must not make it world-readable.
/// - Temporaries are registered with `ProcessCleanup` (SIGINT/SIGTERM remove them); the renames
///   run inside `ProcessCleanup.commitSection`, so an interrupt waits for them. Files left by a
///   run killed with SIGKILL (owner pid no longer running) are removed by the next run that
///   writes into the same folder.
/// `"-"` means stdout; it must be the only path.
package final class OutputTransaction {
    /// The final paths, as given.
    package let paths: [String]
    /// The reserved temporary files, parallel to `paths` (empty for `"-"`).
    package let temporaryPaths: [String]

    private enum State { case open, committed, rolledBack }
    private var state = State.open
    private var staged = Set<Int>()
    private var stdoutBytes: [UInt8]?
    /// Folders this transaction made, in the order made.
    private var createdFolders: [String] = []

    /// What `-o -` writes, named in the error when standard output fails (a full disk).
    private let format: OutputFormat

    /// Validates the targets and reserves a unique temporary file next to each one; `format`
    /// is what they hold, so a failed write to standard output names it.
    package init(paths: [String], format: OutputFormat = .png) throws {
        self.format = format
        guard !paths.isEmpty else { throw ChartError.usage("no output path given") }
        if paths.count > 1, paths.contains("-") {
            throw ChartError.usage("-o - writes one PNG to stdout, but this chart has \(paths.count) outputs; name an output file instead")
        }
        var seen = Set<String>()
        for path in paths {
            if let bad = path.unicodeScalars.first(where: \.isControlCharacter) {
                throw ChartError.usage(
                    """
                    output path \(TextEscaping.visible(path)) contains a control character (U+\(PrintfText.format("%04X", bad.value))); choose a \
                    plain name
                    """
                )
            }
            guard seen.insert(Self.normalized(path)).inserted else {
                throw ChartError.usage("output path \(path) is used more than once")
            }
        }

        var reserved: [String] = []
        var created: [String] = []
        if paths != ["-"] {
            do {
                var cleaned = Set<String>()
                for path in paths {
                    let folder = Self.folder(of: path)
                    created += try OutputFolders.makeMissing(folder, for: path)
                    try Self.checkTarget(path: path, folder: folder)
                    if cleaned.insert(folder).inserted { Self.removeStaleTemporaries(in: folder) }
                    reserved.append(try Self.reserveTemporary(for: path))
                }
            } catch {
                for temporary in reserved { Self.discard(temporary) }
                OutputFolders.removeEmpty(created)
                throw error
            }
        }
        self.paths = paths
        self.temporaryPaths = reserved
        self.createdFolders = created
    }

    deinit {
        if state == .open { removeTemporaries() }
    }

    /// Stages the bytes of output `index`: written to its temporary file now (so a long batch
    /// holds one page in memory at a time), renamed into place by `commit()`.
    package func stage(_ bytes: [UInt8], at index: Int) throws {
        guard state == .open, paths.indices.contains(index) else {
            throw ChartError.internal("output \(index + 1) staged outside an open transaction of \(paths.count)")
        }
        do {
            if paths == ["-"] {
                stdoutBytes = bytes
            } else {
                try Self.write(bytes, to: temporaryPaths[index], for: paths[index])
            }
            staged.insert(index)
        } catch {
            rollback()
            throw error
        }
    }

    /// Moves every staged output into place as a set (or, for `"-"`, writes it to stdout).
    /// Cleans up on any failure; a failure leaves every target as it was.
    package func commit() throws {
        guard state == .open else {
            throw ChartError.internal("output transaction committed after it was \(state == .committed ? "committed" : "rolled back")")
        }
        do {
            guard staged.count == paths.count else {
                throw ChartError.internal("\(staged.count) of \(paths.count) outputs were rendered")
            }
            if let stdoutBytes {
                try DescriptorWriter.writeStandardOutput(
                    stdoutBytes, what: format == .text ? "the text chart" : "the \(format.rawValue.uppercased())")
            } else {
                try ProcessCleanup.shared.commitSection { try renameAll() }
            }
        } catch {
            rollback()
            throw error
        }
        state = .committed
    }

    /// Removes every temporary file that exists; idempotent, and a no-op after a commit.
    package func rollback() {
        guard state != .committed else { return }
        removeTemporaries()
        state = .rolledBack
    }

    /// Renames every temporary into place; when one fails, puts back what was renamed before it.
    private func renameAll() throws {
        for (path, _) in zip(paths, temporaryPaths) {
            try Self.checkTarget(path: path, folder: Self.folder(of: path))  // nothing changed under us
        }
        for (path, temporary) in zip(paths, temporaryPaths) {
            try Self.keepAttributes(of: path, on: temporary)
        }
        var backups: [String?] = []
        defer { for case let backup? in backups { Self.discard(backup) } }
        for path in paths { backups.append(Self.backUp(path)) }

        for (index, (path, temporary)) in zip(paths, temporaryPaths).enumerated() where rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            for earlier in 0..<index {
                if let backup = backups[earlier] {
                    if rename(backup, paths[earlier]) == 0 { backups[earlier] = nil }
                } else {
                    unlink(paths[earlier])
                }
            }
            throw ChartError.cannotWrite(path: path, reason: reason)
        }
        for temporary in temporaryPaths { ProcessCleanup.shared.unregister(path: temporary) }
        for folder in createdFolders { ProcessCleanup.shared.unregister(folder: folder) }
        ProcessCleanup.shared.noteCommitted(paths)
    }

    private func removeTemporaries() {
        for temporary in temporaryPaths { Self.discard(temporary) }
        OutputFolders.removeEmpty(createdFolders)
    }

    // MARK: - Files

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func base(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `FOLDER/.NAME.chart-PID-`: the start of this run's temporary and backup names for `path`.
    ///
    /// NAME is cut (at a character boundary) so that the whole hidden name, with the longest
    /// random part and suffix, fits the folder's NAME_MAX: any name the file system accepts as
    /// a target must not fail because of the temporary beside it. The name stays unique by
    /// pid, random part and `O_EXCL`, and is still found by `removeStaleTemporaries`.
    private static func hiddenPrefix(for path: String) -> String {
        let folder = folder(of: path)
        let tail = marker + "\(getpid())-"
        let room = nameLimit(of: folder) - 1 - tail.utf8.count - temporaryEnding
        return folder.joiningPath("." + prefix(of: base(of: path), bytes: room) + tail)
    }

    /// The most bytes after the pid part: 8 hex digits and `.tmp` or `.bak`.
    private static let temporaryEnding = 8 + 4

    /// The longest file name `folder` takes (`pathconf`'s NAME_MAX; 255 when it will not say).
    static func nameLimit(of folder: String) -> Int {
        let limit = pathconf(folder, Int32(_PC_NAME_MAX))
        return limit > 0 ? limit : 255
    }

    /// The longest start of `name` of at most `bytes` UTF-8 bytes that ends on a character.
    private static func prefix(of name: String, bytes: Int) -> String {
        guard name.utf8.count > bytes else { return name }
        var result = "", used = 0
        for character in name {
            let size = character.utf8.count
            guard used + size <= bytes else { break }
            result.append(character)
            used += size
        }
        return result
    }

    /// Creates an empty hidden file next to `path` with O_EXCL (so two runs never share one).
    private static func reserveTemporary(for path: String) throws -> String {
        let prefix = hiddenPrefix(for: path)
        for _ in 0..<16 {
            let candidate = prefix + String(UInt32.random(in: 0...UInt32.max), radix: 16) + ".tmp"
            var failure: Int32 = 0
            let made = ProcessCleanup.shared.registering {
                let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                failure = errno
                guard fd >= 0 else { return nil }
                close(fd)
                return candidate
            }
            if let made { return made }
            if failure != EEXIST {
                throw ChartError.cannotWrite(path: path, reason: String(cString: strerror(failure)))
            }
        }
        throw ChartError.cannotWrite(path: path, reason: "cannot create a unique temporary file in its folder")
    }

    /// The marker between a target's name and the owner's pid in temporary and backup names.
    static let marker = ".chart-"

    /// A missing folder, a folder that is a file, or a target that is not a regular file is
    /// reported by name.
    private static func checkTarget(path: String, folder: String) throws {
        var info = stat()
        guard stat(folder, &info) == 0 else {
            let failure = errno
            if failure == ENOTDIR, let file = OutputFolders.fileAmong(folder) {
                throw ChartError.cannotWrite(path: path, reason: "\(file) is not a directory")
            }
            throw ChartError.cannotWrite(path: path, reason: failure == ENOENT ? "no such directory" : String(cString: strerror(failure)))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw ChartError.cannotWrite(path: path, reason: "\(folder) is not a directory")
        }
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }  // absent: fine
            let failure = errno
            // Refused now, not by the rename after the render.
            if failure == ENAMETOOLONG, base(of: path).utf8.count > nameLimit(of: folder) {
                throw ChartError.cannotWrite(
                    path: path,
                    reason: "the name is \(base(of: path).utf8.count) bytes, more than the \(nameLimit(of: folder)) this file system allows")
            }
            throw ChartError.cannotWrite(path: path, reason: String(cString: strerror(failure)))
        }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: kind = "is a directory"
        case S_IFLNK: kind = "is a symbolic link, which chart does not replace; name the file it points to"
        case S_IFIFO: kind = "is a FIFO; chart writes regular files only (use -o - to write to standard output)"
        case S_IFCHR, S_IFBLK: kind = "is a device; chart writes regular files only (use -o - to write to standard output)"
        case S_IFSOCK: kind = "is a socket; chart writes regular files only"
        default: kind = "is not a regular file"
        }
        throw ChartError.cannotWrite(path: path, reason: kind)
    }

    /// Writes all of `bytes` into the reserved temporary file.
    private static func write(_ bytes: [UInt8], to temporary: String, for path: String) throws {
        let fd = open(temporary, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else { throw ChartError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let failure = DescriptorWriter.writeAll(bytes, to: fd)
        if failure != 0 { throw ChartError.cannotWrite(path: path, reason: String(cString: strerror(failure))) }
    }

    /// Gives the temporary that replaces an existing target the target's permission bits, and
    /// its group and owner where this process may set them, so that replacing a 0600 chart
    /// keeps it private and a group-shared one stays shared (a new file is created with
    /// 0666 minus the umask, and `rename(2)` would otherwise put those bits in place). The owner
    /// is set first, since changing it may clear set-id bits; an owner or group this process
    /// cannot give is left as it is (a user may not give files away), as `cp -p` does. An
    /// absent target leaves the temporary's defaults.
    private static func keepAttributes(of path: String, on temporary: String) throws {
        var target = stat()
        guard lstat(path, &target) == 0, target.st_mode & S_IFMT == S_IFREG else { return }
        var mine = stat()
        guard lstat(temporary, &mine) == 0 else { throw ChartError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        if mine.st_uid != target.st_uid || mine.st_gid != target.st_gid {
            if chown(temporary, target.st_uid, target.st_gid) != 0 {
                _ = chown(temporary, uid_t.max, target.st_gid)  // the group alone, if it is one of ours (-1: owner unchanged)
            }
        }
        if chmod(temporary, target.st_mode & 0o7777) != 0 {
            throw ChartError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// A hard link to an existing target, so a failed commit can put it back; nil when the
    /// target does not exist or the file system has no hard links.
    private static func backUp(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let prefix = hiddenPrefix(for: path)
        for _ in 0..<16 {
            let candidate = prefix + String(UInt32.random(in: 0...UInt32.max), radix: 16) + ".bak"
            var failure: Int32 = 0
            let made = ProcessCleanup.shared.registering {
                let linked = link(path, candidate) == 0
                failure = errno
                return linked ? candidate : nil
            }
            if let made { return made }
            if failure != EEXIST { return nil }
        }
        return nil
    }

    private static func discard(_ file: String) {
        unlink(file)
        ProcessCleanup.shared.unregister(path: file)
    }

    /// Removes `.NAME.chart-PID-HEX.tmp|.bak` files whose owner no longer runs.
    private static func removeStaleTemporaries(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") && (name.hasSuffix(".tmp") || name.hasSuffix(".bak")) {
            guard let markerRange = name.ranges(of: marker).last,
                let pid = StaleFiles.ownerPID(inName: String(name[markerRange.lowerBound...]), after: marker),
                !StaleFiles.isRunning(pid)
            else { continue }
            let full = folder.joiningPath(name)
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(full)
        }
    }

    private static func normalized(_ path: String) -> String {
        path == "-" ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
