import ChartKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal settings chart changed and must put back, kept where the signal thread can
/// reach them, so a run interrupted while `--show` asks the terminal (echo and line editing
/// off) does not leave the user's shell without echo.
///
/// Why here and not only in a `defer`: a signal ends the process from the signal thread
/// (`ProcessSetup`), and `_exit` runs no `defer` of another thread. Before, Ctrl-C inside the
/// query's 200 ms left ECHO and ICANON off in 9 of 9 runs. The saved state is registered
/// before the terminal is changed, and the change and its undoing happen under the same lock
/// the signal thread takes, so there is no moment at which the terminal is changed and the
/// signal thread cannot undo it.
enum TerminalModes {
    private nonisolated(unsafe) static var saved: (descriptor: Int32, modes: termios)?
    /// Set once the signal thread has put the terminal back; nothing may change it after.
    private nonisolated(unsafe) static var final = false
    private static let lock = Lock()

    /// Applies `changed` to the terminal on `descriptor` (whose settings before are `modes`),
    /// remembering `modes` for `restore` and `restoreForExit`; false when the process is
    /// ending or the change failed (nothing is then remembered).
    static func change(_ descriptor: Int32, from modes: termios, to changed: termios) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !final else { return false }
        saved = (descriptor, modes)
        var changed = changed
        guard tcsetattr(descriptor, TCSANOW, &changed) == 0 else {
            saved = nil
            return false
        }
        return true
    }

    /// Puts the remembered settings back, before the descriptor is closed.
    static func restore() {
        lock.lock()
        defer { lock.unlock() }
        put()
    }

    /// Puts the remembered settings back for good: called by the signal thread before the
    /// process exits; later changes are refused, so the query cannot turn echo off again.
    static func restoreForExit() {
        lock.lock()
        defer { lock.unlock() }
        put()
        final = true
    }

    private static func put() {
        guard let saved else { return }
        var modes = saved.modes
        _ = tcsetattr(saved.descriptor, TCSANOW, &modes)
        self.saved = nil
    }
}
