import ChartKit
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fresh folders for tests, so tests running in parallel never see each other's files.
public enum TemporaryDirectory {
    /// Creates `<system temp>/chart-test-XXXXXX` (mkdtemp) and returns its path. Tests remove it
    /// themselves when they care; the system temp directory is cleaned by the OS otherwise.
    public static func make() throws -> String {
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        var template = Array((base + "chart-test-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let start = buffer.baseAddress else { return false }
            return mkdtemp(start) != nil
        }
        guard made else {
            throw ChartError.cannotWrite(path: base, reason: String(cString: strerror(errno)))
        }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
