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

/// The copy of a failed gnuplot program that chart keeps for the user to inspect.
///
/// The whole program can be huge (its data blocks held 633 MB for 50M rows) and holds the
/// user's data, so the copy keeps every command but only the first and last few rows of each
/// long data block, with a comment saying how many were left out, and is created mode 0600.
/// gnuplot's error line refers to the full program; `line(for:)` translates it to the kept copy.
package struct KeptProgram: Sendable {
    /// Data rows kept at each end of a long data block.
    static let rowsKeptAtEachEnd = 5

    /// The text that is saved.
    package let text: String
    /// For each omitted run of data rows: its first line in the full program, its length, and
    /// the line of the omission comment in the kept text.
    private let omissions: [(start: Int, count: Int, keptLine: Int)]

    package init(program: String) {
        var kept: [Substring] = []
        var omissions: [(start: Int, count: Int, keptLine: Int)] = []
        let lines = program.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            kept.append(line)
            index += 1
            guard line.hasPrefix("$"), line.hasSuffix(" << EOD") else { continue }
            var end = index
            while end < lines.count && lines[end] != "EOD" { end += 1 }
            let rows = end - index
            let keep = Self.rowsKeptAtEachEnd
            if rows > 2 * keep + 1 {
                kept.append(contentsOf: lines[index..<(index + keep)])
                omissions.append((start: index + keep + 1, count: rows - 2 * keep, keptLine: kept.count + 1))
                kept.append("# … \(rows - 2 * keep) data rows omitted from this copy (line numbers below are this file's) …")
                kept.append(contentsOf: lines[(end - keep)..<end])
            } else {
                kept.append(contentsOf: lines[index..<end])
            }
            index = end
        }
        self.text = kept.joined(separator: "\n")
        self.omissions = omissions
    }

    /// The line of the kept copy that corresponds to `line` (1-based) of the full program; a
    /// line inside an omitted run maps to its omission comment.
    package func line(for line: Int) -> Int {
        var shift = 0
        for omission in omissions {
            if line < omission.start { break }
            if line < omission.start + omission.count { return omission.keptLine }
            shift += omission.count - 1
        }
        return line - shift
    }

    /// Saves the copy as `chart-PID-N.gp` in `folder` (default: the system temp directory),
    /// mode 0600; nil when that fails (the gnuplot error is still worth reporting without it).
    package func save(in folder: String? = nil) -> String? {
        let base = folder ?? RenderWorkspace.systemTemporaryFolder()
        let prefix = base.joiningPath("chart-\(getpid())-")
        let bytes = Array(text.utf8)
        for n in 1...1000 {
            let candidate = "\(prefix)\(n).gp"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd < 0 {
                if errno == EEXIST { continue }
                return nil
            }
            let written = DescriptorWriter.writeAll(bytes, to: fd)
            if close(fd) == 0 && written == 0 { return candidate }
            unlink(candidate)
            return nil
        }
        return nil
    }
}
