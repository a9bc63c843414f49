import ChartKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fresh folders for tests, so tests running in parallel never see each other's files.
///
/// Every folder made is removed when the test process exits: thousands of leftover
/// `chart-test-*` folders slowed every later run's scan for stale chart workspaces in the same
/// temporary directory (and skewed the benchmarks).
package enum TemporaryDirectory {
    private static let registry = Made()

    /// The folders this process made, removed at exit.
    private final class Made: @unchecked Sendable {
        let lock = NSLock()
        var paths: [String] = []
        init() { atexit { TemporaryDirectory.removeAll() } }
    }

    private static func removeAll() {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        for path in registry.paths { try? FileManager.default.removeItem(atPath: path) }
        registry.paths = []
    }

    /// Creates `<system temp>/chart-test-XXXXXX` (mkdtemp) and returns its path; it is removed
    /// with everything in it when the test process exits.
    package static func make() throws -> String {
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        var template = Array((base + "chart-test-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let start = buffer.baseAddress else { return false }
            return mkdtemp(start) != nil
        }
        guard made else {
            throw ChartError.cannotWrite(path: base, reason: String(cString: strerror(errno)))
        }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        registry.lock.lock()
        registry.paths.append(path)
        registry.lock.unlock()
        return path
    }
}
