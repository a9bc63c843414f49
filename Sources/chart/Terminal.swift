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
    /// Requested output (a plan, a program, the help) on stdout, `what` naming it in an error. A
    /// reader that went away (`| head`) is `stdoutClosed`, which ends the run quietly; a full
    /// disk or a descriptor not open for writing is an I/O error (74), and so is a standard
    /// output that was closed when chart started (`>&-`: `ProcessSetup` put /dev/null there,
    /// which would swallow the text and report success).
    static func write(_ text: String, what: String) throws {
        if ProcessSetup.standardOutputWasClosed { throw ChartError.io("standard output is closed, so \(what) would be lost") }
        try DescriptorWriter.writeStandardOutput(Array(text.utf8), what: what)
    }

    /// Writes a program to stdout piece by piece, so a streamed chart's rows (`--emit-script`
    /// with `--points` or `--no-decimate`) are never held as one text.
    static func write(_ program: GnuplotProgram, what: String) throws {
        if ProcessSetup.standardOutputWasClosed { throw ChartError.io("standard output is closed, so \(what) would be lost") }
        try program.write { try DescriptorWriter.writeStandardOutput($0, what: what) }
    }

    /// A message line on stderr (errors, warnings). Control characters and bidi controls from
    /// data or flags are shown as escapes, so a header cannot drive the user's terminal.
    static func error(_ line: String) {
        let single = TextEscaping.visible(line)
        _ = DescriptorWriter.writeAll(Array((single + "\n").utf8), to: STDERR_FILENO)
    }
}
