import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a gnuplot program that writes a set of outputs, so that callers get atomic outputs and,
/// when gnuplot fails, a kept copy of the program to inspect at the line gnuplot named.
///
/// In order, it checks and reserves the targets (`OutputTransaction`) and makes a private folder
/// (`RenderWorkspace`), or takes the one a `GnuplotPrestart` made, with its gnuplot waiting for
/// the first batch. It builds the program for plain page names in that folder (`page-001.png`,
/// …), runs gnuplot there, checks each page (a PNG of the requested size), stages it and commits
/// the set, so gnuplot never sees a user's path. On a gnuplot failure a trimmed copy of the
/// program is kept (`KeptProgram`), and its path travels in `ChartError.gnuplotFailed.scriptPath`.
package struct Renderer: Sendable {
    package let runner: GnuplotRunner
    /// Where the private workspace and kept programs go; nil for `$TMPDIR`, else `/tmp`.
    package var temporaryFolder: String?
    /// How many gnuplot processes may share a long batch of pages.
    package var processes: Int
    /// Called about four times a second while gnuplot works, with the pages finished so far and
    /// the total (counted as files appear in the workspace), and once more at the end; nil for
    /// none. The library never prints: the executable draws the progress line.
    package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// A gnuplot already started (with its workspace) for the first batch; nil to start every
    /// process here. Its owner still cancels it when the run ends, in case this never takes it.
    package var prestart: GnuplotPrestart?
    /// Called once every batch's program is built and its data files written, before any
    /// gnuplot is given one: the end of chart's own work, which `--timeout` bounds apart from
    /// gnuplot's (a program of 20,000 series took longer to build than gnuplot ran).
    package var programsReady: @Sendable () -> Void = {}

    /// Two processes on a machine with two or more cores: one gnuplot process renders pages one
    /// after another, so a second halves a long batch (measured: 100 pages of 1,000 points).
    package static let defaultProcesses = min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))
    /// Batches shorter than this stay in one process (start-up costs ~75 ms).
    package static let pagesPerProcess = 4

    package init(runner: GnuplotRunner, temporaryFolder: String? = nil, processes: Int = 1) {
        self.runner = runner
        self.temporaryFolder = temporaryFolder
        self.processes = max(1, processes)
    }

    /// Renders `outputs` (final paths, or `["-"]` for stdout), each `width`×`height` pixels, and
    /// returns the final paths written. `program` gets the page names, parallel to `outputs`,
    /// that its `set output` lines must name (relative to gnuplot's working directory).
    /// `warnings` receives gnuplot's non-empty stderr text after a successful run; by default it
    /// is dropped.
    @discardableResult
    package func render(
        outputs: [String], width: Int, height: Int, format: OutputFormat = .png,
        program: ([String]) throws -> String,
        warnings: (String) -> Void = { _ in }
    ) throws -> [String] {
        try render(
            outputs: outputs, width: width, height: height, format: format,
            batchProgram: { _, names in try program(names) }, warnings: warnings)
    }

    /// Like `render(outputs:width:height:program:)`, with the pages possibly split into
    /// consecutive batches, one gnuplot process each: `batchProgram` gets a batch's page indices
    /// (positions in `outputs`) and their names. Every page must come out byte-identical however
    /// it is batched (a test checks), so the split never changes the result.
    @discardableResult
    package func render(
        outputs: [String], width: Int, height: Int, format: OutputFormat = .png,
        batchProgram: (Range<Int>, [String]) throws -> String,
        warnings: (String) -> Void = { _ in }
    ) throws -> [String] {
        try render(
            outputs: outputs, width: width, height: height, format: format,
            batchPrograms: { indices, names in GnuplotProgram(text: try batchProgram(indices, names)) },
            warnings: warnings)
    }

    /// Like `render(outputs:width:height:batchProgram:)` for programs that read binary data
    /// files: each batch's files are written into the workspace (`RenderWorkspace.write`) before
    /// any gnuplot is given its program (one may be running already, waiting: `GnuplotPrestart`),
    /// and go when the workspace goes (success, failure or interrupt).
    @discardableResult
    package func render(
        outputs: [String], width: Int, height: Int, format: OutputFormat = .png,
        batchPrograms: (Range<Int>, [String]) throws -> GnuplotProgram,
        warnings: (String) -> Void = { _ in }
    ) throws -> [String] {
        let transaction = try OutputTransaction(paths: outputs, format: format)
        let early = prestart?.take(for: runner, temporaryFolder: temporaryFolder)
        do {
            let workspace = try early?.workspace ?? RenderWorkspace(parent: temporaryFolder)
            defer { workspace.remove() }
            defer { early?.process.cancel() }  // before its folder goes; a no-op once the first batch ran on it
            let names = RenderWorkspace.pageNames(count: outputs.count, extension: format.fileExtension)
            let batches = Self.batches(count: outputs.count, processes: processes)
            let programs = try batches.map { batch -> String in
                let program = try batchPrograms(batch, Array(names[batch]))
                for file in program.files { try workspace.write(file) }
                return try program.fullText()
            }
            programsReady()
            let watcher = progress.map { PageWatcher(folder: workspace.path, names: names, report: $0) }
            watcher?.start()
            let stderr: String
            do {
                stderr = try run(programs, in: workspace, first: early?.process)
                watcher?.stop()
            } catch {
                watcher?.stop()
                throw error
            }
            for (index, name) in names.enumerated() {
                let bytes = try Self.checkedOutput(
                    at: workspace.file(name), for: outputs[index],
                    width: width, height: height, format: format, workspace: workspace)
                try transaction.stage(bytes, at: index)
            }
            try transaction.commit()
            if !stderr.trimmingWhitespace().isEmpty { warnings(stderr) }
        } catch {
            transaction.rollback()
            throw error
        }
        return outputs
    }

    /// `count` pages cut into at most `processes` consecutive, nearly equal batches, none
    /// shorter than `pagesPerProcess` unless there is only one.
    static func batches(count: Int, processes: Int) -> [Range<Int>] {
        let k = max(1, min(processes, count / pagesPerProcess))
        return (0..<k).map { i in (count * i / k)..<(count * (i + 1) / k) }
    }

    /// Runs the programs concurrently in `workspace`, the first on `first` when a gnuplot was
    /// started early; returns their stderr text, or throws the first batch's failure (with a
    /// kept, trimmed copy of that batch's program).
    private func run(_ programs: [String], in workspace: RenderWorkspace, first: RunningProcess?) throws -> String {
        let box = ResultBox(count: programs.count)
        let folder = workspace.path
        let runner = self.runner
        DispatchQueue.concurrentPerform(iterations: programs.count) { index in
            box.set(
                index,
                Result {
                    if index == 0, let first { return try runner.run(program: programs[0], on: first) }
                    return try runner.run(program: programs[index], in: folder)
                })
        }
        var stderr = ""
        for (index, result) in box.results.enumerated() {
            switch result {
            case let .success(text): stderr += text
            case let .failure(ChartError.gnuplotFailed(message, line, _)):
                let kept = KeptProgram(program: programs[index])
                throw ChartError.gnuplotFailed(
                    message: message, line: line.map(kept.line(for:)),
                    scriptPath: ProcessCleanup.shared.commitSection { kept.save(in: temporaryFolder) })
            case let .failure(error): throw error
            }
        }
        return stderr
    }

    /// The bytes gnuplot wrote for one page, when they are a complete file of the requested
    /// format and size (`OutputCheck`); a full temporary folder is reported as such.
    static func checkedOutput(
        at file: String, for path: String, width: Int, height: Int, format: OutputFormat,
        workspace: RenderWorkspace
    ) throws -> [UInt8] {
        let display = path == "-" ? "the \(format.rawValue.uppercased()) for stdout" : path
        let fullDisk = { () -> ChartError? in
            guard let free = workspace.freeBytes, free < 1 << 20 else { return nil }
            return ChartError.io("the temporary folder \(workspace.parent) is full (set TMPDIR to a folder with space)")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw fullDisk() ?? ChartError.internal("gnuplot did not write \(display)")
        }
        do {
            return try OutputCheck.checked([UInt8](data), format: format, name: display, width: width, height: height)
        } catch {
            throw fullDisk() ?? error
        }
    }
}

/// The outcomes of concurrently run batches, each written once by its own thread.
private final class ResultBox: @unchecked Sendable {
    private let lock = Lock()
    private var storage: [Result<String, Error>]

    init(count: Int) { storage = Array(repeating: .success(""), count: count) }

    func set(_ index: Int, _ result: Result<String, Error>) {
        lock.lock()
        storage[index] = result
        lock.unlock()
    }

    var results: [Result<String, Error>] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Counts finished pages in the workspace while gnuplot runs, for a progress line. A page counts
/// once the next one exists (gnuplot writes them in order within a batch) or at the end.
private final class PageWatcher: @unchecked Sendable {
    private let folder: String
    private let names: [String]
    private let report: @Sendable (Int, Int) -> Void
    private let lock = Lock()
    private var running = true
    private let finished = DispatchSemaphore(value: 0)

    init(folder: String, names: [String], report: @escaping @Sendable (Int, Int) -> Void) {
        self.folder = folder
        self.names = names
        self.report = report
    }

    func start() {
        BackgroundThread.start { [self] in
            var last = -1
            while isRunning {
                let present = names.filter { FileManager.default.fileExists(atPath: folder + "/" + $0) }.count
                let done = max(0, present - 1)
                if done != last { report(done, names.count); last = done }
                usleep(250_000)
            }
            finished.signal()
        }
    }

    func stop() {
        lock.lock()
        running = false
        lock.unlock()
        finished.wait()
        report(names.count, names.count)
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }
}
