#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole buffer to a file descriptor, the one loop every writer of chart uses (output
/// files, PNG bytes on stdout, `--plan` text): short writes continue, EINTR retries, and any
/// other failure returns its `errno` for the caller to turn into the right `ChartError`
/// (EPIPE on stdout is `stdoutClosed`, ENOSPC on a file `cannotWrite`).
package enum DescriptorWriter {
    /// 0 when every byte was written, else the `errno` of the failed write.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        bytes.withUnsafeBytes { raw -> Int32 in
            var offset = 0
            while offset < raw.count {
                let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    /// Writes `bytes` to standard output: a reader that went away (`| head -c 10`) is
    /// `stdoutClosed`, any other failure an I/O error naming `what`.
    package static func writeStandardOutput(_ bytes: [UInt8], what: String) throws {
        let failure = writeAll(bytes, to: STDOUT_FILENO)
        if failure == EPIPE { throw ChartError.stdoutClosed }
        if failure != 0 { throw ChartError.io("cannot write \(what) to standard output: \(String(cString: strerror(failure)))") }
    }
}
