import Foundation
import Testing

/// The function budget: no function in `Sources/` is longer than 60 lines (a screen), so each
/// reads as one step. The few still over it are listed with their length; the list may only
/// shrink: a listed function that grows, or a new one over the budget, fails here.
@Suite struct FunctionBudgetTests {
    static let budget = 60

    /// Functions still over the budget ("file: first line of the declaration" → lines), to be
    /// split when their area is next touched. Empty: every function is within the budget, so a
    /// new long one fails here at once.
    static let knownOver: [String: Int] = [:]

    @Test func functionsStayWithinTheBudget() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var over: [String] = []
        for (name, length) in try Self.functions(under: root.appendingPathComponent("Sources")) where length > Self.budget {
            if let allowed = Self.knownOver[name], length <= allowed { continue }
            over.append("\(name): \(length) lines")
        }
        #expect(over.isEmpty, "functions over \(Self.budget) lines (split them): \(over.sorted().joined(separator: "; "))")
    }

    /// Every function, initializer and computed property body: "path: declaration" → lines,
    /// counted from its declaration to its closing brace.
    static func functions(under folder: URL) throws -> [(String, Int)] {
        var result: [(String, Int)] = []
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            let relative = file.path.replacingOccurrences(of: folder.path + "/", with: "")
            for (index, line) in lines.enumerated() where isDeclaration(line) {
                guard let end = closingLine(of: lines, from: index) else { continue }
                result.append(("\(relative): \(line.trimmingCharacters(in: .whitespaces))", end - index + 1))
            }
        }
        return result
    }

    static func isDeclaration(_ line: String) -> Bool {
        let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
        let modifiers: Set<Substring> = [
            "public", "private", "fileprivate", "internal", "static", "mutating", "override",
            "nonisolated", "@discardableResult", "@inlinable", "@usableFromInline",
        ]
        guard let keyword = words.first(where: { !modifiers.contains($0) }) else { return false }
        return keyword == "func" || keyword.hasPrefix("init(") || keyword.hasPrefix("init?(") || keyword.hasPrefix("init<")
    }

    /// The line holding the brace that closes the body opened at or after `start`. Braces in
    /// string literals and `//` comments do not count.
    static func closingLine(of lines: [String], from start: Int) -> Int? {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            var inString = false
            var escaped = false
            var previous: Character = " "
            for character in lines[index] {
                defer { previous = character }
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                    continue
                }
                if character == "/" && previous == "/" { break }
                if character == "\"" { inString = true }
                if character == "{" { depth += 1; opened = true }
                if character == "}" { depth -= 1 }
            }
            if opened && depth <= 0 { return index }
        }
        return nil
    }
}
