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
/// - Every signal whose default ends the process and that can reach it from outside (`handled`:
///   INT, TERM, HUP, QUIT, USR1, USR2, ALRM, VTALRM, PROF, XCPU, XFSZ) is blocked in every
///   thread, first thing, and taken by one thread with `sigwait`: it puts the terminal back
///   (`TerminalModes`), kills gnuplot's process groups, removes temporary files and folders
///   (`ProcessCleanup`), says so on stderr and exits with 128 + the signal number, as a shell
///   reports a death by that signal. A signal that dumps core by default (QUIT, XCPU, XFSZ) is
///   raised again with its default action after the cleanup, so the shell sees that death.
///
/// Why blocked rather than handled: a blocked signal stays pending until it is taken, so one that
/// arrives in the first milliseconds (before any handler could be ready, while the early gnuplot
/// starts) is not lost. The earlier design (SIG_IGN plus dispatch signal sources) dropped signals
/// sent in that window: 4 of 54 renders sent SIGTERM in their first 5 ms finished with exit 0.
/// Threads inherit the mask, so it must be set before any thread exists; children get an empty
/// mask (`ProcessPipeline`).
///
/// Why the signal thread also makes the normal exit (`exit(_:)` asks it with SIGURG): only the
/// thread that takes signals can tell that none was taken, so a signal that arrives at any
/// moment before the process ends wins over the exit code. Before, the caller checked for a
/// pending signal and then ran libc's `exit`, and a SIGTERM arriving as `--follow` reached the end
/// of a pipe (while `exit` ran, or just after the signal thread took it) ended with 0 in about
/// 1 of 40 runs.
enum ProcessSetup {
    /// A signal chart cleans up after: its number, the name its message uses, what it means when
    /// a limit sends it, and whether its default action dumps core.
    struct Handled: Sendable {
        var number: Int32
        var name: String
        var cause = ""
        var dumpsCore = false
    }

    /// The signals chart cleans up after (see the type's comment). Not SIGPIPE (ignored), nor the
    /// faults (SEGV, BUS, ILL, FPE, ABRT, TRAP, SYS), which are chart's own crashes.
    static let handled: [Handled] = [
        Handled(number: SIGINT, name: "SIGINT"), Handled(number: SIGTERM, name: "SIGTERM"), Handled(number: SIGHUP, name: "SIGHUP"),
        Handled(number: SIGUSR1, name: "SIGUSR1"), Handled(number: SIGUSR2, name: "SIGUSR2"), Handled(number: SIGALRM, name: "SIGALRM"),
        Handled(number: SIGVTALRM, name: "SIGVTALRM"), Handled(number: SIGPROF, name: "SIGPROF"),
        Handled(number: SIGQUIT, name: "SIGQUIT", dumpsCore: true),
        Handled(number: SIGXCPU, name: "SIGXCPU", cause: " (the CPU time limit, ulimit -t)", dumpsCore: true),
        Handled(number: SIGXFSZ, name: "SIGXFSZ", cause: " (the file size limit, ulimit -f)", dumpsCore: true),
    ]

    /// The exit code `exit(_:)` asked the signal thread to end the process with.
    private nonisolated(unsafe) static var requestedExit: Int32?
    /// Whether the signal thread runs; if it could not be started, `exit(_:)` exits by itself.
    private nonisolated(unsafe) static var signalThreadRuns = false
    private static let lock = Lock()

    /// Signals that end the run normally, and the line each prints instead of the error (set by
    /// `--follow`, which ends only by a signal: `FollowEnding`); nil prints nothing (`--quiet`).
    private nonisolated(unsafe) static var ending: (signals: [Int32], line: @Sendable () -> String?)?

    /// Whether descriptor 1 was closed when chart started (now /dev/null); set once by `prepare`.
    private(set) nonisolated(unsafe) static var standardOutputWasClosed = false

    /// Makes `signals` end the run as it is meant to end: after the same cleanup and with the
    /// same exit code, `line()` (read after the cleanup, when no file can be renamed into place
    /// any more) is printed instead of the error.
    static func endQuietly(on signals: [Int32], saying line: @escaping @Sendable () -> String?) {
        lock.withLock { ending = (signals, line) }
    }

    static func prepare() {
        var set = waitedSet
        pthread_sigmask(SIG_BLOCK, &set, nil)
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == STDOUT_FILENO { standardOutputWasClosed = true }
            _ = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
        }
        signal(SIGPIPE, SIG_IGN)
        signalThreadRuns = BackgroundThread.start { waitForSignals() }
    }

    /// Ends the process with `code`, unless a signal arrives before it ends: then that signal's
    /// exit (128 + signal, after cleaning up) is the one that counts. Standard output is flushed
    /// first; the signal thread then decides and exits, with nothing run after its decision.
    static func exit(_ code: Int32) -> Never {
        fflush(nil)
        guard signalThreadRuns else { _exit(code) }
        lock.lock()
        if requestedExit == nil { requestedExit = code }
        lock.unlock()
        kill(getpid(), SIGURG)
        while true { pause() }  // the signal thread exits the process
    }

    /// The handled signals and SIGURG, the signal thread's wake-up for `exit(_:)` (ignored by
    /// default, so one sent from outside changes nothing).
    private static var waitedSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handled { sigaddset(&set, signal.number) }
        sigaddset(&set, SIGURG)
        return set
    }

    private static func waitForSignals() -> Never {
        var set = waitedSet
        while true {
            var number: Int32 = 0
            guard sigwait(&set, &number) == 0 else { continue }
            if let signal = handled.first(where: { $0.number == number }) { respond(to: signal) }
            lock.lock()
            let code = requestedExit
            lock.unlock()
            guard let code else { continue }  // a SIGURG from outside
            // A signal that arrived before this check wins; this thread is the only one that
            // takes them, so none can be in flight elsewhere.
            var pending = sigset_t()
            sigpending(&pending)
            if let signal = handled.first(where: { sigismember(&pending, $0.number) == 1 }) {
                var only = sigset_t()
                sigemptyset(&only)
                sigaddset(&only, signal.number)
                var taken: Int32 = 0
                _ = sigwait(&only, &taken)
                respond(to: signal)
            }
            _exit(code)
        }
    }

    /// Puts the terminal back, removes what the run made, says why and ends the process as
    /// `signal` would have.
    private static func respond(to signal: Handled) -> Never {
        TerminalModes.restoreForExit()
        ProcessCleanup.shared.cleanUpAfterInterrupt()
        if let ending = lock.withLock({ ending }), ending.signals.contains(signal.number) {
            if let line = ending.line() { Terminal.error(line) }
        } else {
            Terminal.error("chart: error: interrupted by \(signal.name)\(signal.cause); temporary files removed")
        }
        if signal.dumpsCore { endByDefaultAction(of: signal.number) }
        _exit(128 + signal.number)
    }

    /// Raises `number` on this thread with its default action and unblocks it, so the process
    /// dies by it (a core file only where `ulimit -c` allows one) and the shell reports the signal.
    private static func endByDefaultAction(of number: Int32) {
        signal(number, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_kill(pthread_self(), number)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
    }
}
