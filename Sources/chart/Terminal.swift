import ChartKit
import Foundation
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
        let bytes = Array(text.utf8)
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if errno == EPIPE { throw ChartError.stdoutClosed }
                    throw ChartError.io("cannot write to standard output: \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
    }

    /// A message line on stderr (errors, warnings). Control characters and bidi controls from
    /// data or flags are shown as escapes, so a header cannot drive the user's terminal.
    static func error(_ line: String) {
        let single = TextEscaping.visible(line)
        try? FileHandle.standardError.write(contentsOf: Data((single + "\n").utf8))
    }
}

/// POSIX `write(2)`, named apart from `Terminal.write(_:)`, which would shadow it.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
