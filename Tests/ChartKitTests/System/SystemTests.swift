import Foundation
import Testing

@testable import ChartKit

/// The small system layer that replaced full Foundation's locks, threads, file checks and printf.
@Suite struct SystemTests {
    @Test(arguments: [
        ("%.1f", 2.25, "2.2"), ("%.1f", 13.0, "13.0"), ("%.3f", -0.0005, "-0.001"), ("%g", 1e21, "1e+21"),
    ])
    func printfFormatsAsC(_ format: String, _ value: Double, _ expected: String) {
        #expect(PrintfText.format(format, value) == expected)
        #expect(PrintfText.format(format, value) == String(format: format, value))
    }

    @Test func printfGrowsPastItsFirstBuffer() {
        let long = PrintfText.format("%0300d|%04X", 7, 0x2028)
        #expect(long.count == 305)
        #expect(long.hasSuffix("7|2028"))
    }

    @Test func fileKindFollowsLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chart-filekind-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        FileManager.default.createFile(atPath: folder + "/f", contents: Data("x".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder + "/to-folder", withDestinationPath: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/none")
        #expect(FileKind(path: folder) == .folder)
        #expect(FileKind(path: folder + "/f") == .other)
        #expect(FileKind(path: folder + "/to-folder") == .folder)
        #expect(FileKind(path: folder + "/dangling") == .missing)
        #expect(FileKind(path: folder + "/none") == .missing)
    }

    /// Many threads counting under the lock lose no increment, and a condition wakes its waiter.
    @Test func threadsLockAndSignal() {
        final class Counter: @unchecked Sendable {
            let lock = Lock()
            let done = Condition()
            var value = 0
            var finished = 0
        }
        let counter = Counter()
        for _ in 0..<8 {
            #expect(
                BackgroundThread.start {
                    for _ in 0..<10_000 { counter.lock.withLock { counter.value += 1 } }
                    counter.done.lock()
                    counter.finished += 1
                    counter.done.broadcast()
                    counter.done.unlock()
                })
        }
        counter.done.lock()
        while counter.finished < 8 { #expect(counter.done.wait(seconds: 30)) }
        counter.done.unlock()
        #expect(counter.lock.withLock { counter.value } == 80_000)
    }

    @Test func conditionTimesOut() {
        let condition = Condition()
        condition.lock()
        let start = ProcessInfo.processInfo.systemUptime
        #expect(!condition.wait(seconds: 0.05))
        condition.unlock()
        #expect(ProcessInfo.processInfo.systemUptime - start >= 0.04)
    }
}
