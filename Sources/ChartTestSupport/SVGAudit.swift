import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An independent check of every SVG the tests see: parsed by Foundation's XML parser
/// (libxml2), not by chart's own `SVGCheck`, so a bug in one is caught by the other.
///
/// Issue 23: gnuplot's SVG terminal wrote font names into attributes raw (an `onmouseover`
/// handler on every text element) and `]]>` or U+FFFE from a title into text (a file no viewer
/// opens), both with exit 0. `ChartProcess.run` audits every SVG a run leaves in its folder or
/// writes to stdout, so every SVG the test suite makes is checked, not only those of the tests
/// that think of it.
package enum SVGAudit {
    /// What is wrong with `data` as an SVG chart (not well-formed, an event handler, a script,
    /// embedded content, a link outside the file other than a PNG embedded in an `<image>`), or nil.
    package static func problem(in data: Data) -> String? {
        let parser = XMLParser(data: data)
        let delegate = Delegate()
        parser.delegate = delegate
        let parsed = parser.parse()
        if let found = delegate.found { return found }
        guard parsed else {
            return
                """
                not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): \
                \(parser.parserError.map { "\($0)" } ?? "unknown error")
                """
        }
        return delegate.sawRoot ? nil : "no root element"
    }

    /// `problem(in:)` for every `.svg` file under `directory` (two levels deep, as `-o out/x.svg`
    /// makes), with the file's path.
    package static func problems(under directory: String) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        var folders = [(directory, 0)]
        while let (folder, depth) = folders.popLast() {
            for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder + "/" + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if depth < 2 { folders.append((path, depth + 1)) }
                } else if name.lowercased().hasSuffix(".svg"), let data = manager.contents(atPath: path), let problem = problem(in: data) {
                    found.append("\(path): \(problem)")
                }
            }
        }
        return found.sorted()
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var found: String?
        var sawRoot = false

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            sawRoot = true
            let local = (name.split(separator: ":").last.map(String.init) ?? name).lowercased()
            if local == "script" || local == "foreignobject" { note("a <\(name)> element at line \(parser.lineNumber)") }
            for (key, value) in attributes {
                let lower = key.lowercased()
                if lower.hasPrefix("on") { note("an event-handler attribute \(key) on <\(name)> at line \(parser.lineNumber)") }
                if lower == "href" || lower.hasSuffix(":href"), !value.hasPrefix("#"), !(local == "image" && Self.isEmbeddedPNG(value)) {
                    note("a link \(key)=\"\(value)\" at line \(parser.lineNumber)")
                }
            }
        }

        /// A density image as gnuplot embeds it: `data:image/png;base64,` and bytes that decode
        /// to a PNG signature (decoded here by Foundation, not by chart's own check).
        static func isEmbeddedPNG(_ value: String) -> Bool {
            let prefix = "data:image/png;base64,"
            guard value.hasPrefix(prefix), let bytes = Data(base64Encoded: String(value.dropFirst(prefix.count))) else { return false }
            return bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        }

        private func note(_ message: String) {
            if found == nil { found = message }
        }
    }
}
