import ChartKit
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the process safe to run in any pipeline before a command starts.
///
/// - Standard streams that were closed (`chart … 2>&-`) are reopened on /dev/null: otherwise the
///   next file or pipe chart opens takes descriptor 2 and gnuplot's stderr (or a PNG) lands in it.
///   A closed stdout is remembered (`standardOutputWasClosed`): output requested there (`-o -`,
///   `--plan`, `--emit-script`) is then an I/O error, not bytes silently sent to /dev/null.
/// - SIGPIPE is ignored: a closed stdout becomes EPIPE, which `Terminal` turns into a quiet exit.
/// - SIGINT, SIGTERM and SIGHUP are handled on a dispatch queue: the handler kills gnuplot's process
///   group, removes temporary files and folders (`ProcessCleanup`), says so on stderr and exits
///   with 128 + the signal number, as a shell reports a death by that signal.
enum ProcessSetup {
    private nonisolated(unsafe) static var sources: [DispatchSourceSignal] = []

    /// Whether descriptor 1 was closed when chart started (now /dev/null); set once by `prepare`.
    private(set) nonisolated(unsafe) static var standardOutputWasClosed = false

    static func prepare() {
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == STDOUT_FILENO { standardOutputWasClosed = true }
            _ = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
        }
        signal(SIGPIPE, SIG_IGN)
        for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInitiated))
            source.setEventHandler {
                ProcessCleanup.shared.cleanUpAfterInterrupt()
                Terminal.error("chart: error: interrupted by \(name); temporary files removed")
                _exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
