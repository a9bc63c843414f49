import Foundation
import Testing

/// No line of Swift is wider than `.swift-format`'s `lineLength`.
///
/// The formatter cannot break a string literal, so a long message passed `scripts/format --check`
/// and the limit in `.swift-format` was only a wish (issue 35 item 8: 94 lines over it). A long
/// message is written as a multi-line literal whose lines end in `\`, which makes the same text.
/// The files below still hold lines over the limit, with how many; the list may only shrink: a
/// listed file that gains a long line, or a new one over the limit, fails here.
@Suite struct SourceLineLengthTests {
    /// Lines allowed over the limit ("path": lines); empty since every long line was wrapped.
    static let knownOver: [String: Int] = [:]

    /// The folders and files `scripts/format` formats.
    static let formatted = ["Sources", "Tests", "Plugins", "Fuzz/Sources", "Package.swift", "Fuzz/Package.swift"]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func noLineIsWiderThanTheFormatterLimit() throws {
        let limit = try Self.lineLength()
        var over: [String] = []
        for (path, lines) in try Self.longLines(limit: limit) {
            if let allowed = Self.knownOver[path], lines.count <= allowed { continue }
            over.append("\(path): line \(lines.map(String.init).joined(separator: ", "))")
        }
        #expect(over.isEmpty, "lines over \(limit) columns (wrap them): \(over.sorted().joined(separator: "; "))")
    }

    /// The list names only files that still hold long lines, so it cannot keep an allowance that
    /// a file no longer needs.
    @Test func allowancesAreStillNeeded() throws {
        let long = try Self.longLines(limit: try Self.lineLength())
        let stale = Self.knownOver.filter { path, allowed in (long[path]?.count ?? 0) < allowed }.keys.sorted()
        #expect(stale.isEmpty, "lower or remove these knownOver entries: \(stale.joined(separator: ", "))")
    }

    /// `lineLength` from `.swift-format`, so the test and the formatter cannot disagree.
    static func lineLength() throws -> Int {
        let data = try Data(contentsOf: root.appendingPathComponent(".swift-format"))
        let settings = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return try #require(settings?["lineLength"] as? Int)
    }

    /// Every formatted Swift file's lines wider than `limit` characters: path → line numbers.
    static func longLines(limit: Int) throws -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for file in swiftFiles() {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let long = lines.indices.filter { lines[$0].count > limit }.map { $0 + 1 }
            if !long.isEmpty { result[String(file.path.dropFirst(root.path.count + 1))] = long }
        }
        return result
    }

    static func swiftFiles() -> [URL] {
        formatted.map { root.appendingPathComponent($0) }.flatMap { url -> [URL] in
            guard url.pathExtension != "swift" else { return FileManager.default.fileExists(atPath: url.path) ? [url] : [] }
            let all = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            return all.filter { $0.pathExtension == "swift" && !$0.path.contains("/.build") }
        }
    }
}
