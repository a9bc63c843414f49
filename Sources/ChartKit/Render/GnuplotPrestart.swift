#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A gnuplot started before its program exists, in a workspace made for it, so that gnuplot's
/// start-up (~75 ms: exec, dynamic linking, its own initialisation) runs while chart reads and
/// lays out the data instead of after it. For a 1,000-point chart that start-up is most of the
/// time chart adds over a bare gnuplot run (share/doc/chart/PERFORMANCE.md).
///
/// Best effort and invisible: if the workspace or the process cannot be made, `start` returns
/// nil and the render later makes its own (and reports any failure then, in the usual order, so
/// bad data is still reported before a missing gnuplot). `Renderer` takes it for its first batch
/// only; whoever started it calls `cancel()` when the run ends, which kills and reaps the process
/// and removes the workspace unless the render took them. Until then both are registered with
/// `ProcessCleanup`, so SIGINT/SIGTERM clean them up as any render's.
package final class GnuplotPrestart: @unchecked Sendable {
    private let lock = Lock()
    private var parts: (workspace: RenderWorkspace, process: RunningProcess)?
    /// The gnuplot it runs (and that gnuplot's timeout), and the folder its workspace is in
    /// (nil: the system's).
    private let runner: GnuplotRunner
    private let parent: String?

    private init(runner: GnuplotRunner, parent: String?, workspace: RenderWorkspace, process: RunningProcess) {
        self.runner = runner
        self.parent = parent
        parts = (workspace, process)
    }

    /// Makes a workspace in `temporaryFolder` and starts `runner`'s gnuplot in it; nil when
    /// either fails. Stale workspaces are removed after gnuplot has started, not before.
    package static func start(runner: GnuplotRunner, temporaryFolder: String? = nil) -> GnuplotPrestart? {
        guard let workspace = try? RenderWorkspace(parent: temporaryFolder, removingStale: false) else { return nil }
        guard let process = try? runner.launch(in: workspace.path) else {
            workspace.remove()
            return nil
        }
        RenderWorkspace.removeStale(in: workspace.parent)
        return GnuplotPrestart(runner: runner, parent: temporaryFolder, workspace: workspace, process: process)
    }

    /// The workspace and waiting process, once, for a render by `runner` in `temporaryFolder`;
    /// a render by another gnuplot, with another timeout or in another folder cancels them and
    /// gets nil.
    func take(for other: GnuplotRunner, temporaryFolder: String?) -> (workspace: RenderWorkspace, process: RunningProcess)? {
        lock.lock()
        let taken = parts
        parts = nil
        lock.unlock()
        guard let taken else { return nil }
        guard other.executable == runner.executable, other.timeout == runner.timeout, temporaryFolder == parent else {
            taken.process.cancel()
            taken.workspace.remove()
            return nil
        }
        return taken
    }

    /// Kills and reaps the process and removes the workspace, unless a render took them;
    /// idempotent.
    package func cancel() {
        lock.lock()
        let left = parts
        parts = nil
        lock.unlock()
        left?.process.cancel()
        left?.workspace.remove()
    }

    deinit { cancel() }
}
