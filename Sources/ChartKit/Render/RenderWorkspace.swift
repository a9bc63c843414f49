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

/// A private folder that gnuplot runs in and writes its pages to, under names chart chose.
///
/// A user's output path never reaches gnuplot: `set output '|cmd'` would run `cmd`, a name with
/// control characters or a leading `~` would make gnuplot write somewhere else. So gnuplot's
/// working directory is this folder (mode 0700, in the system temp directory) and the program
/// names plain relative files (`page-001.png`); `OutputTransaction` moves the checked bytes to
/// the user's paths. The folder is removed when the render ends, and registered with
/// `ProcessCleanup` so an interrupt removes it too. Folders left by a run that was killed with
/// SIGKILL (`chart-PID-…` whose PID no longer runs) are removed by the next run.
package final class RenderWorkspace {
    /// The folder's absolute path.
    package let path: String
    /// The folder it was made in.
    package let parent: String

    /// The prefix of every workspace folder's name, followed by the owner's pid and `-`.
    static let prefix = "chart-"

    /// Creates a fresh folder in `parent` (default: the system temp directory), first removing
    /// stale ones unless `removingStale` is false (the caller then calls `removeStale(in:)`
    /// later: `GnuplotPrestart` starts gnuplot first, since a busy `/tmp` makes the scan cost).
    package init(parent: String? = nil, removingStale: Bool = true) throws {
        let base = parent ?? Self.systemTemporaryFolder()
        self.parent = base
        if removingStale { Self.removeStale(in: base) }
        var template = Array(base.joiningPath("\(Self.prefix)\(getpid())-XXXXXX").utf8CString)
        var failure: Int32 = 0
        let created = ProcessCleanup.shared.registering {
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) }
            failure = errno
            return made
        }
        guard let created else {
            throw ChartError.io(
                "cannot create a temporary folder in \(base): \(String(cString: strerror(failure))) (set TMPDIR to a writable folder)")
        }
        path = created
    }

    deinit { remove() }

    /// The names gnuplot writes the pages to, relative to the workspace: `page-001.png`, ….
    package static func pageNames(count: Int, extension ext: String = "png") -> [String] {
        let digits = max(3, String(count).count)
        return (0..<max(count, 0)).map { index in
            let number = String(index + 1)
            return "page-" + String(repeating: "0", count: digits - number.count) + number + "." + ext
        }
    }

    /// The absolute path of `name` inside the workspace.
    package func file(_ name: String) -> String { path + "/" + name }

    /// Writes a binary data file that a program names, as carefully as an output: to a fresh
    /// temporary name (mode 0600, created exclusively), every byte checked, then renamed, so
    /// gnuplot can only ever see a complete file; a full disk is reported as such. A streamed
    /// file (`GnuplotDataFile.streamed`) is written a block at a time as it is read.
    package func write(_ file: GnuplotDataFile) throws {
        let final = self.file(file.name)
        let temporary = self.file("." + file.name + ".tmp")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        var failure = fd < 0 ? errno : 0
        var readFailure: (any Error)?
        if fd >= 0 {
            do {
                try file.write { bytes in if failure == 0 { failure = DescriptorWriter.writeAll(bytes, to: fd) } }
            } catch {
                readFailure = error
            }
        }
        if fd >= 0, close(fd) != 0, failure == 0 { failure = errno }
        if let readFailure {
            unlink(temporary)
            throw readFailure
        }
        if failure == 0, rename(temporary, final) != 0 { failure = errno }
        guard failure != 0 else { return }
        unlink(temporary)
        let hint = failure == ENOSPC ? " (the folder is full; set TMPDIR to a folder with space)" : ""
        throw ChartError.io("cannot write gnuplot's data file in \(parent): \(String(cString: strerror(failure)))\(hint)")
    }

    /// Removes the folder and everything in it; idempotent.
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
        ProcessCleanup.shared.unregister(path: path)
    }

    /// Free bytes on the workspace's file system, nil when unknown.
    package var freeBytes: UInt64? {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize)
    }

    /// `$TMPDIR` when set and a folder, else `/tmp`.
    package static func systemTemporaryFolder() -> String {
        if let value = ProcessInfo.processInfo.environment["TMPDIR"], !value.isEmpty {
            if FileKind(path: value) == .folder {
                return value
            }
        }
        return "/tmp"
    }

    /// Removes `chart-PID-XXXXXX` folders of processes that no longer exist.
    static func removeStale(in folder: String) {
        guard let names = DirectoryNames.names(in: folder, prefix: prefix, digitNext: true) else { return }
        for name in names {
            guard let pid = StaleFiles.ownerPID(inName: name, after: prefix), !StaleFiles.isRunning(pid) else { continue }
            let full = folder.joiningPath(name)
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { continue }
            try? FileManager.default.removeItem(atPath: full)
        }
    }
}

/// Recognises chart's own temporary files by name and tells whether their owner still runs.
enum StaleFiles {
    /// The pid written right after the first `marker` in `name` (`marker` then digits then `-`).
    ///
    /// Byte-level on purpose: every run scans the temporary folder with this, and a busy `/tmp`
    /// holds thousands of names (Foundation's `range(of:)` made that scan 15% of a small chart's
    /// time, measured with 3,000 `chart-test-*` folders in `/tmp`).
    static func ownerPID(inName name: String, after marker: String) -> pid_t? {
        let bytes = Array(name.utf8), key = Array(marker.utf8)
        guard !key.isEmpty, bytes.count > key.count else { return nil }
        guard let start = (0...(bytes.count - key.count)).first(where: { bytes[$0..<($0 + key.count)].elementsEqual(key) }) else {
            return nil
        }
        let rest = bytes[(start + key.count)...]
        let digits = rest.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        guard !digits.isEmpty, digits.count <= 10, rest.dropFirst(digits.count).first == UInt8(ascii: "-") else { return nil }
        return pid_t(String(decoding: digits, as: UTF8.self))
    }

    /// False only when no process with `pid` exists (a live process of another user counts as running).
    static func isRunning(_ pid: pid_t) -> Bool {
        if pid == getpid() { return true }
        return kill(pid, 0) == 0 || errno != ESRCH
    }
}
