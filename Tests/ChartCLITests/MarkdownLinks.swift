import Foundation

/// The relative links of Markdown documents and whether each leads somewhere, so the docs can be
/// followed both in the checkout and where `scripts/install` puts them (issue 34: 15 links of the
/// installed pages led nowhere).
///
/// Inline links and images (`[text](target)`) and reference definitions (`[name]: target`) are
/// read outside fenced blocks and code spans, as a Markdown viewer reads them. A target is
/// followed when it is relative: the file or folder must exist inside `root` (a link that climbs
/// out of the tree it belongs to is broken there), and a `#fragment` must name a heading of the
/// page it points at, by GitHub's slug rule (lower case, punctuation but `-` and `_` dropped,
/// spaces to `-`, repeats numbered `-1`, `-2`) or an `<a id>`/`<a name>` in it.
struct MarkdownLinks {
    /// One link as written.
    struct Link: Equatable {
        var line: Int
        var target: String
    }

    /// The links of `text` in order.
    static func links(in text: String) -> [Link] {
        var links: [Link] = []
        for (number, line) in prose(of: text) {
            for part in outsideCodeSpans(line) {
                for pattern in [inline, definition] {
                    let range = NSRange(part.startIndex..., in: part)
                    for match in pattern.matches(in: part, range: range) {
                        guard let found = Range(match.range(at: 1), in: part) else { continue }
                        var target = String(part[found])
                        if target.hasPrefix("<") && target.hasSuffix(">") { target = String(target.dropFirst().dropLast()) }
                        links.append(Link(line: number, target: target))
                    }
                }
            }
        }
        return links
    }

    /// The anchors a page offers: its headings' slugs and its explicit HTML anchors.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for (_, line) in prose(of: text) {
            let range = NSRange(line.startIndex..., in: line)
            if let match = heading.firstMatch(in: line, range: range), let title = Range(match.range(at: 1), in: line) {
                let slug = slug(of: String(line[title]))
                let count = seen[slug, default: 0]
                seen[slug] = count + 1
                anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            }
            for match in htmlAnchor.matches(in: line, range: range) {
                if let name = Range(match.range(at: 1), in: line) { anchors.insert(String(line[name])) }
            }
        }
        return anchors
    }

    /// GitHub's anchor for a heading: link texts kept, then lower case, only letters, digits,
    /// spaces, `-` and `_`, spaces to `-`.
    static func slug(of title: String) -> String {
        let range = NSRange(title.startIndex..., in: title)
        let plain = linkText.stringByReplacingMatches(in: title, range: range, withTemplate: "$1")
        let kept = plain.lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// What is wrong with each relative link of the page at `path` (inside `root`), as
    /// `file:line: target (why)` with the file shown relative to `root`; empty when all lead somewhere.
    static func problems(inPageAt path: String, root: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let shown = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var problems: [String] = []
        for link in links(in: text) where isRelative(link.target) {
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            let fragment = parts.count > 1 ? String(parts[1]) : nil
            let destination = file.isEmpty ? path : URL(fileURLWithPath: folder + "/" + file).standardizedFileURL.path
            func problem(_ why: String) { problems.append("\(shown):\(link.line): \(link.target) (\(why))") }
            guard destination == root || destination.hasPrefix(root + "/") else {
                problem("leads out of the tree")
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: destination, isDirectory: &isFolder) else {
                problem("no such file")
                continue
            }
            if let fragment, !fragment.isEmpty {
                guard !isFolder.boolValue, destination.hasSuffix(".md") else {
                    problem("an anchor on what is not a Markdown page")
                    continue
                }
                let page = destination == path ? text : try String(contentsOfFile: destination, encoding: .utf8)
                if !anchors(in: page).contains(fragment) { problem("no heading #\(fragment) there") }
            }
        }
        return problems
    }

    /// Whether a link target is one to follow in the tree: not a URL, not an absolute path.
    static func isRelative(_ target: String) -> Bool {
        !(target.hasPrefix("/") || target.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil)
    }

    /// The Markdown files below `folder` (recursively), as full paths, sorted.
    static func pages(under folder: String) -> [String] {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".md") && !$0.contains(".build/") }.map { folder + "/" + $0 }.sorted()
    }

    // MARK: - Reading

    static let inline = try! NSRegularExpression(pattern: #"\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)"#)
    static let definition = try! NSRegularExpression(pattern: #"^\s{0,3}\[[^\]]+\]:\s*(\S+)"#)
    static let heading = try! NSRegularExpression(pattern: #"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$"#)
    static let htmlAnchor = try! NSRegularExpression(pattern: #"<a\s+(?:id|name)="([^"]+)""#)
    static let linkText = try! NSRegularExpression(pattern: #"!?\[([^\]]*)\]\([^)]*\)"#)

    /// The lines outside fenced code blocks, numbered from 1.
    static func prose(of text: String) -> [(Int, String)] {
        var fence: String?
        var lines: [(Int, String)] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " }
            let marker = String(trimmed.prefix { $0 == "`" || $0 == "~" })
            if marker.count >= 3, Set(marker).count == 1 {
                if fence == nil {
                    fence = marker
                    continue
                } else if let open = fence, marker.hasPrefix(open) {
                    fence = nil
                    continue
                }
            }
            if fence == nil { lines.append((index + 1, line)) }
        }
        return lines
    }

    /// The pieces of `line` between code spans (a span's text is not Markdown).
    static func outsideCodeSpans(_ line: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "`") {
            parts.append(String(rest[..<open]))
            let ticks = rest[open...].prefix { $0 == "`" }
            let after = rest[ticks.endIndex...]
            guard let close = after.range(of: String(ticks)) else {
                rest = after
                continue
            }
            rest = after[close.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
