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

/// The folders of an output path that do not exist yet, made before its temporary file and
/// removed again when nothing is written, so `-o figures/2026/m.png` works in a fresh checkout
/// (as `make` rules expect) and a failed run leaves no empty folder behind.
///
/// Folders are made outermost first with the umask's mode and registered with `ProcessCleanup`,
/// which removes them after an interrupt, deepest first and only while empty: a folder another
/// run has put files into meanwhile is kept. A path starting with a missing `~` is refused
/// instead of made: a quoted `~` is not the home folder.
enum OutputFolders {
    /// Makes the missing folders of `folder` (the folder of output `path`) and returns them,
    /// outermost first.
    static func makeMissing(_ folder: String, for path: String) throws -> [String] {
        var info = stat()
        let missing = Array(ancestors(of: folder).prefix { stat($0, &info) != 0 && errno == ENOENT })
        if missing.last == "~" {
            throw ChartError.cannotWrite(path: path, reason: "no such directory (a quoted ~ is not your home folder)")
        }
        var created: [String] = []
        for made in missing.reversed() {
            var failure: Int32 = 0
            let ok = ProcessCleanup.shared.registeringFolder(made) {
                if mkdir(made, 0o777) == 0 { return true }
                failure = errno
                return false
            }
            if ok {
                created.append(made)
            } else if failure != EEXIST {  // EEXIST: another run made it meanwhile, fine
                removeEmpty(created)
                // failure 0: nothing was tried, the process is being interrupted.
                throw ChartError.cannotWrite(
                    path: path, reason: "cannot create the folder \(made): \(String(cString: strerror(failure == 0 ? EINTR : failure)))")
            }
        }
        return created
    }

    /// Removes `folders` (made by `makeMissing`) deepest first, each only while empty.
    static func removeEmpty(_ folders: [String]) {
        for folder in folders.reversed() {
            rmdir(folder)
            ProcessCleanup.shared.unregister(folder: folder)
        }
    }

    /// The outermost part of `folder` that exists and is not a folder (`notes` in `notes/sub`),
    /// for a message that names it.
    static func fileAmong(_ folder: String) -> String? {
        var info = stat()
        return ancestors(of: folder).reversed().first { stat($0, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR }
    }

    /// `folder` and each folder above it, innermost first (`a/b/c`, `a/b`, `a`, `.`).
    static func ancestors(of folder: String) -> [String] {
        var chain = [folder]
        while let last = chain.last, case let parent = OutputTransaction.folder(of: last), parent != last {
            chain.append(parent)
        }
        return chain
    }
}
