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

/// Makes the process safe to run in any pipeline before a command starts.
///
/// - Standard streams that were closed (`chart … 2>&-`) are reopened on /dev/null: otherwise the
///   next file or pipe chart opens takes descriptor 2 and gnuplot's stderr (or a PNG) lands in it.
///   A closed stdout is remembered (`standardOutputWasClosed`): output requested there (`-o -`,
///   `--plan`, `--emit-script`) is then an I/O error, not bytes silently sent to /dev/null.
/// - SIGPIPE is ignored: a closed stdout becomes EPIPE, which `Terminal` turns into a quiet exit.
/// - SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2 and SIGALRM (all of which terminate by default)
///   are blocked in every thread, first thing, and taken by one thread with `sigwait`: it kills
///   gnuplot's process groups, removes temporary files and folders (`ProcessCleanup`), says so on
///   stderr and exits with 128 + the signal number, as a shell reports a death by that signal.
///
/// Why blocked rather than handled: a blocked signal stays pending until it is taken, so one that
/// arrives in the first milliseconds (before any handler could be ready, while the early gnuplot
/// starts) is not lost. The earlier design (SIG_IGN plus dispatch signal sources) dropped signals
/// sent in that window: 4 of 54 renders sent SIGTERM in their first 5 ms finished with exit 0.
/// Threads inherit the mask, so it must be set before any thread exists; children get an empty
/// mask (`ProcessPipeline`).
enum ProcessSetup {
    /// The signals chart cleans up after, with the names its message uses.
    static let handled: [(number: Int32, name: String)] = [
        (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"),
        (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"), (SIGALRM, "SIGALRM"),
    ]

    /// Set once the signal thread has taken a signal; `exit(_:)` then leaves the exit to it.
    private nonisolated(unsafe) static var interrupted = false
    private static let lock = Lock()

    /// Whether descriptor 1 was closed when chart started (now /dev/null); set once by `prepare`.
    private(set) nonisolated(unsafe) static var standardOutputWasClosed = false

    static func prepare() {
        var set = handledSet
        pthread_sigmask(SIG_BLOCK, &set, nil)
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == STDOUT_FILENO { standardOutputWasClosed = true }
            _ = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
        }
        signal(SIGPIPE, SIG_IGN)
        BackgroundThread.start { waitForSignals() }
    }

    /// Ends the process with `code`, unless a signal is pending or being handled: then the signal
    /// thread's exit (128 + signal, after cleaning up) is the one that counts, so a SIGTERM that
    /// arrives as the work finishes (`--follow` reaching the end of a pipe) is never answered with 0.
    static func exit(_ code: Int32) -> Never {
        lock.lock()
        var pending = sigset_t()
        sigpending(&pending)
        let signalled = interrupted || handled.contains { sigismember(&pending, $0.number) == 1 }
        lock.unlock()
        if signalled {
            while true { pause() }  // the signal thread exits the process
        }
        #if canImport(Glibc)
        Glibc.exit(code)
        #elseif canImport(Musl)
        Musl.exit(code)
        #else
        Darwin.exit(code)
        #endif
    }

    private static var handledSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handled { sigaddset(&set, signal.number) }
        return set
    }

    private static func waitForSignals() -> Never {
        var set = handledSet
        while true {
            var number: Int32 = 0
            guard sigwait(&set, &number) == 0, let signal = handled.first(where: { $0.number == number }) else { continue }
            lock.lock()
            interrupted = true
            lock.unlock()
            ProcessCleanup.shared.cleanUpAfterInterrupt()
            Terminal.error("chart: error: interrupted by \(signal.name); temporary files removed")
            _exit(128 + number)
        }
    }
}
