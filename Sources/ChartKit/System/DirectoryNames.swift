#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a folder that start with a given prefix, read with `readdir` and compared byte by
/// byte before any becomes a `String`.
///
/// Why: every run sweeps the temporary folder for stale `chart-PID-*` workspaces, and a shared
/// `/tmp` holds tens of thousands of names. `FileManager.contentsOfDirectory` made a `String` of
/// each: with 30,800 names in `/tmp` that was 20 ms of CPU per run, more than chart's own reading
/// and layout of a 1,000-point line chart (issue 37, measured interleaved).
enum DirectoryNames {
    /// The names in `folder` beginning with `prefix`, in the folder's order; nil when it cannot be read.
    ///
    /// With `digitNext`, only names whose next byte is an ASCII digit (`chart-PID-…`): a shared
    /// `/tmp` can hold thousands of other `chart-…` names (3,467 `chart-test-*` folders left by a
    /// killed test run here), and each one made a `String` and a pid parse on every run.
    static func names(in folder: String, prefix: String, digitNext: Bool = false) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        let key = Array(prefix.utf8)
        var names: [String] = []
        while let entry = readdir(directory) {
            let matches = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> Bool in
                guard raw.count > key.count else { return false }
                for (index, byte) in key.enumerated() where raw[index] != byte { return false }
                return !digitNext || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(raw[key.count])
            }
            guard matches else { continue }
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            names.append(name)
        }
        return names
    }
}
