#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, after following symbolic links: nothing, a folder or something else.
///
/// Why not `FileManager.fileExists(atPath:isDirectory:)`: its `ObjCBool` argument type is in
/// full Foundation only, which the binary no longer links; one `stat` answers the same.
package enum FileKind: Equatable, Sendable {
    case missing
    case folder
    case other

    /// The kind of `path`; `missing` when `stat` fails for any reason (as `fileExists` did).
    package init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        self = (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
    }
}
