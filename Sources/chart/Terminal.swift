import ChartKit

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

/// The executable's only access to stdout and stderr.
enum Terminal {
    /// Requested output (a plan, a program) on stdout. A reader that went away (`| head`) is
    /// `stdoutClosed`, which ends the run quietly; any other failure is an I/O error.
    static func write(_ text: String) throws {
        try DescriptorWriter.writeStandardOutput(Array(text.utf8), what: "the output")
    }

    /// A message line on stderr (errors, warnings). Control characters and bidi controls from
    /// data or flags are shown as escapes, so a header cannot drive the user's terminal.
    static func error(_ line: String) {
        let single = TextEscaping.visible(line)
        _ = DescriptorWriter.writeAll(Array((single + "\n").utf8), to: STDERR_FILENO)
    }
}
