import ChartKit
import Foundation

/// The executable's only access to stdout and stderr.
enum Terminal {
    /// Requested output (a plan, a program) on stdout; a closed pipe is an I/O error, not a crash.
    static func write(_ text: String) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            throw ChartError.io("cannot write to standard output: \(error.localizedDescription)")
        }
    }

    /// A message line on stderr (errors, warnings).
    static func error(_ line: String) {
        let single = line.replacingOccurrences(of: "\n", with: " ")
        try? FileHandle.standardError.write(contentsOf: Data((single + "\n").utf8))
    }
}
