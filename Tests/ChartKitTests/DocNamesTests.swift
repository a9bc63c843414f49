import Foundation
import Testing

/// Every file, script and type the documents name exists in the repository.
///
/// ARCHITECTURE.md and Package.swift went on naming a docs script, a design document and a facts
/// page that were not in the repository, and a type renamed in the code keeps its old name in
/// prose nobody re-reads (issue 35 item 8). Links are `DocLinksTests`' part; this reads the
/// backquoted names of the pages and the file names in the code's comments.
@Suite struct DocNamesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Backquoted words that look like type names but name things outside the code: Swift's and
    /// ArgumentParser's types, and plain words of the reference.
    static let outsideNames: Set<String> = [
        "CaseIterable", "Double", "ExpressibleByArgument", "Float", "JSONDecoder", "JSONSerialization", "Maintainer",
        "Mirror", "NaN", "WxH", "Year",
    ]

    /// Files the comments name that a script writes rather than the repository holds.
    static let writtenFiles: Set<String> = ["gallery.md"]  // scripts/demo, into out/

    /// Paths the pages name that exist only where chart is installed (PREFIX/share/chart holds
    /// the themes and the install manifest).
    static let installedPaths: Set<String> = ["share/chart"]

    @Test func backquotedFilesExist() throws {
        let tree = try Self.tree()
        let names = try Self.backquoted().filter { Self.isFileName($0.1) }
        #expect(names.count > 50, "too few file names found; is the pattern broken? \(names)")
        var missing: [String] = []
        for (page, name) in names {
            let path = String(name.split(separator: " ").first ?? "")
            if !Self.exists(path, in: tree) && !Self.installedPaths.contains(path) { missing.append("\(page): `\(name)`") }
        }
        #expect(missing.isEmpty, "files the pages name that are not in the repository:\n\(missing.joined(separator: "\n"))")
    }

    @Test func backquotedTypesAreDeclared() throws {
        let code = try Self.code()
        let declared = Self.declaredNames(in: code)
        let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        let files = Set(try Self.tree().map { String($0.split(separator: "/").last ?? "") })
        let references = try Self.backquoted().filter { !Self.isFileName($0.1) && !files.contains($0.1) }
            .compactMap { page, name in Self.typeReference(name).map { (page, name, $0) } }
        #expect(references.count > 100, "too few type names found; is the pattern broken? \(references.map(\.1))")
        var missing: [String] = []
        for (page, name, (type, members)) in references where !Self.outsideNames.contains(type) {
            let unknown = [type].filter { !declared.contains($0) } + members.filter { !words.contains($0) }
            if !unknown.isEmpty { missing.append("\(page): `\(name)` (\(unknown.joined(separator: ", ")))") }
        }
        #expect(missing.isEmpty, "names the pages use that the code does not declare:\n\(missing.joined(separator: "\n"))")
    }

    /// Comments name scripts (`scripts/…`) and documents (`*.md`); each must exist.
    @Test func commentsNameFilesThatExist() throws {
        let tree = try Self.tree()
        let basenames = Set(tree.map { String($0.split(separator: "/").last ?? "") })
        let comments = try Self.comments()
        #expect(comments.filter { $0.2.contains("scripts/") }.count > 20, "too few comments found")
        var missing: [String] = []
        for (file, line, comment) in comments {
            for script in Self.matches(of: #"(?<![\w/.-])scripts/[a-z][a-z0-9-]*"#, in: comment) where !tree.contains(script) {
                missing.append("\(file):\(line): \(script)")
            }
            for page in Self.matches(of: #"(?<![\w.-])[A-Za-z][A-Za-z0-9_-]*\.md\b"#, in: comment)
            where !basenames.contains(page) && !Self.writtenFiles.contains(page) && !page.contains("KIND") {
                missing.append("\(file):\(line): \(page)")
            }
        }
        #expect(missing.isEmpty, "comments name files that are not in the repository:\n\(missing.joined(separator: "\n"))")
    }

    /// The pages checked: the README and every page of share/doc/chart.
    static func pages() throws -> [String] {
        let folder = "share/doc/chart"
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }

    /// Every backquoted span outside code blocks: (page, text).
    static func backquoted() throws -> [(String, String)] {
        try pages().flatMap { page -> [(String, String)] in
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            let prose = replacing(#"(?s)```.*?```"#, in: text, with: "")
            return groups(of: #"`([^`\n]+)`"#, in: prose).map { (page, $0) }
        }
    }

    /// A path, a script (possibly with arguments), a folder of the sources (`Live/`) or a file
    /// there without its `.swift` (`Layout/Hist/OrderStatistics`).
    static func isFileName(_ name: String) -> Bool {
        let first = name.split(separator: " ").first.map(String.init) ?? name
        if first != name && !first.hasPrefix("scripts/") { return false }
        return !groups(of: #"^([A-Za-z0-9_./+<>-]*\.(swift|md|patch))$"#, in: first).isEmpty
            || !groups(of: #"^((scripts|Sources|Tests|Plugins|Fuzz|share)/[A-Za-z0-9_./+<>-]*)$"#, in: first).isEmpty
            || !groups(of: #"^(([A-Z][A-Za-z0-9]*/)+[A-Za-z0-9+]*)$"#, in: first).isEmpty
    }

    /// `Type`, `Type<Generic>` or `Type.member(label:)`: the type and its members.
    static func typeReference(_ name: String) -> (String, [String])? {
        let pattern = #"^([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)(?:<[A-Za-z, ]+>)?((?:\.[a-z][A-Za-z0-9]*(?:\([a-z:]*\))?)*)$"#
        guard let parts = captures(of: pattern, in: name), parts.count == 2 else { return nil }
        let members = parts[1].split(separator: ".").map { String($0.prefix { $0 != "(" }) }
        return (parts[0], members)
    }

    /// Whether `path` (`<…>` standing for any name) is a file or folder of the tree, whole or as
    /// its last components (`Pipeline/ChartModel.swift`, `Layout/Frame/`).
    static func exists(_ path: String, in tree: Set<String>) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard trimmed.contains("<") else {
            let names = [trimmed, trimmed + ".swift"]
            return names.contains { name in tree.contains(name) || tree.contains { $0.hasSuffix("/" + name) } }
        }
        let pattern = replacing(#"<[^>]*>"#, in: NSRegularExpression.escapedPattern(for: trimmed), with: "[^/]*")
        return tree.contains { !matches(of: "(^|/)" + pattern + "$", in: $0).isEmpty }
    }

    /// Relative paths of every file and folder, and of every file a patch page adds (the pages
    /// describe the measured `chart area` by its files).
    static func tree() throws -> Set<String> {
        var paths: Set<String> = []
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.path.dropFirst(root.path.count + 1))
            if path.hasPrefix("out") { continue }
            paths.insert(path)
            if path.hasSuffix(".patch") {
                let patch = try String(contentsOf: url, encoding: .utf8)
                paths.formUnion(matches(of: #"(?m)^\+\+\+ b/\S+"#, in: patch).map { String($0.dropFirst(6)) })
            }
        }
        return paths
    }

    /// The Swift of Sources, Tests, Plugins, Fuzz and Package.swift, and scripts/build-stamp,
    /// which writes `ChartBuildStamp` at build time, as one text.
    static func code() throws -> String {
        let more = ["Package.swift", "scripts/build-stamp"].map { root.appendingPathComponent($0) }
        return try (codeFiles() + more).map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// Types, extensions, modules and targets the code declares or imports.
    static func declaredNames(in code: String) -> Set<String> {
        let declarations = #"\b(?:struct|enum|class|protocol|typealias|actor|extension|import)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        let targets = #"name:\s*"([A-Za-z]+)""#
        return Set(groups(of: declarations, in: code) + groups(of: targets, in: code))
    }

    /// The comment lines of the Swift files and the scripts: (file, line number, text).
    static func comments() throws -> [(String, Int, String)] {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scripts").path)
            .map { root.appendingPathComponent("scripts/" + $0) }.filter { !isFolder($0) && $0.pathExtension != "pyc" }
        return try (codeFiles() + scripts + [root.appendingPathComponent("Package.swift")]).flatMap { file in
            let marker = file.pathExtension == "swift" ? "//" : "#"
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let name = String(file.path.dropFirst(root.path.count + 1))
            return lines.enumerated().compactMap { index, line in
                let text = line.trimmingCharacters(in: .whitespaces)
                return text.hasPrefix(marker) ? (name, index + 1, text) : nil
            }
        }
    }

    static func codeFiles() -> [URL] {
        ["Sources", "Tests", "Plugins", "Fuzz/Sources"].flatMap { folder -> [URL] in
            let all = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (all?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
        }
    }

    static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }

    /// Each match of `pattern` in `text` (NSRegularExpression: Swift's `Regex` has no lookbehind).
    static func matches(of pattern: String, in text: String) -> [String] {
        results(of: pattern, in: text).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    /// The first capture group of each match.
    static func groups(of pattern: String, in text: String) -> [String] {
        results(of: pattern, in: text).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    /// The capture groups of the first match, "" for a group that took part in none.
    static func captures(of pattern: String, in text: String) -> [String]? {
        guard let result = results(of: pattern, in: text).first else { return nil }
        return (1..<result.numberOfRanges).map { Range(result.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
    }

    static func replacing(_ pattern: String, in text: String, with template: String) -> String {
        let regex = try? NSRegularExpression(pattern: pattern)
        return regex?.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template) ?? text
    }

    static func results(of pattern: String, in text: String) -> [NSTextCheckingResult] {
        let regex = try? NSRegularExpression(pattern: pattern)
        return regex?.matches(in: text, range: NSRange(text.startIndex..., in: text)) ?? []
    }
}
