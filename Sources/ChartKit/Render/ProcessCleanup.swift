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

/// What must not outlive an interrupted run: running gnuplot process groups and temporary files
/// and folders, so that SIGINT, SIGTERM or `timeout` leave neither an orphaned gnuplot nor a
/// `.NAME.chart-*.tmp` file behind.
///
/// The library registers what it creates while it exists and removes the entry when it is done;
/// the executable, which owns signal handling, calls `cleanUpAfterInterrupt()` from its handler
/// before it exits. (ChartKit itself never installs handlers or exits.)
package final class ProcessCleanup: @unchecked Sendable {
    /// The one registry of this process.
    package static let shared = ProcessCleanup()

    private let lock = Lock()
    /// Held while outputs are renamed into place; an interrupt waits for it.
    private let commitLock = Lock()
    private var groups = Set<pid_t>()
    private var paths = Set<String>()
    /// Folders made for outputs, in the order made; removed (deepest first) only while empty.
    private var folders: [String] = []
    /// Outputs renamed into place by this process, each once (see `committedOutputs`).
    private var committed = Set<String>()
    private var interrupted = false

    private init() {}

    /// Starts a process group with `spawn` and registers it in one step, so an interrupt that
    /// arrives while it starts waits and then kills it, instead of missing a child that is
    /// already running (seen under load: a gnuplot left behind after SIGTERM).
    func registeringGroup(_ spawn: () throws -> pid_t) rethrows -> pid_t {
        lock.lock()
        let group: pid_t
        do {
            group = try spawn()
        } catch {
            lock.unlock()
            throw error
        }
        let late = interrupted
        groups.insert(group)
        lock.unlock()
        if late { kill(-group, SIGKILL) }
        return group
    }

    func unregister(group: pid_t) {
        lock.lock()
        groups.remove(group)
        lock.unlock()
    }

    /// Makes a file, or a folder (removed with everything in it), with `make` (which returns its path, or nil when it made nothing,
    /// `errno` telling why) and registers it in one step: an interrupt then finds either nothing
    /// made or a path it removes, never a file it does not know of. After an interrupt nothing is
    /// made (the process is exiting).
    func registering(_ make: () -> String?) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard !interrupted, let path = make() else { return nil }
        paths.insert(path)
        return path
    }

    /// Makes a folder with `make` (true when it did) and registers it in one step; after an
    /// interrupt nothing is made. An interrupt removes it only if it is still empty, so a folder
    /// another run has put files into meanwhile is kept.
    func registeringFolder(_ path: String, _ make: () -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !interrupted, make() else { return false }
        folders.append(path)
        return true
    }

    func unregister(folder: String) {
        lock.lock()
        folders.removeAll { $0 == folder }
        lock.unlock()
    }

    func unregister(path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    /// Records outputs just renamed into place; called inside `commitSection`, so that after an
    /// interrupt (which holds the commit lock) the record says exactly which files are in place.
    func noteCommitted(_ outputs: [String]) {
        lock.lock()
        committed.formUnion(outputs)
        lock.unlock()
    }

    /// The outputs this process has renamed into place, so that an interrupted `--follow` can say
    /// which of its pages were written: a file that already existed from an earlier run is not
    /// one of them, though it is on disk. Exact after `cleanUpAfterInterrupt`.
    package func committedOutputs() -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return committed
    }

    /// Runs `body` (the renames of a commit, or saving a failed program) so that an interrupt
    /// cleans up either before it starts or after it ends, never halfway through a set of
    /// outputs; after an interrupt it never runs (the handler holds the lock until exit), so a
    /// gnuplot killed by the interrupt does not leave a kept program behind.
    func commitSection<T>(_ body: () throws -> T) rethrows -> T {
        commitLock.lock()
        defer { commitLock.unlock() }
        return try body()
    }

    /// Kills every registered process group and removes every registered file and folder.
    /// Idempotent; anything registered afterwards is killed at once. Waits for a commit in
    /// progress to end. Call it only just before exiting: no commit can start afterwards.
    package func cleanUpAfterInterrupt() {
        commitLock.lock()  // held until exit: no commit starts after an interrupt
        lock.lock()
        interrupted = true
        let groups = self.groups
        let paths = self.paths
        let folders = self.folders
        self.paths.removeAll()
        self.folders.removeAll()
        lock.unlock()
        for group in groups { kill(-group, SIGKILL) }
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
        for folder in folders.reversed() { rmdir(folder) }
    }
}
