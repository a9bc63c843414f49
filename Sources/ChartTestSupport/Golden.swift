import Foundation

/// Compares generated text with a recorded file under `Tests/Fixtures/golden/`.
///
/// Set `CHART_RECORD_GOLDEN=1` to (re)write the files; a run that records still fails, so a
/// snapshot is never accepted by accident: record, read the diff, then run again.
package enum Golden {
    package enum Outcome: Equatable, Sendable {
        case matches
        case recorded(path: String)
        case differs(path: String, firstDifference: String)
        case missing(path: String)
    }

    /// The folder of golden files, found from this source file's location.
    package static func folder(file: StaticString = #filePath) -> URL {
        URL(fileURLWithPath: "\(file)")
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/Fixtures/golden")
    }

    package static func check(_ text: String, named name: String) -> Outcome {
        let url = folder().appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CHART_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
            return .recorded(path: url.path)
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return .missing(path: url.path) }
        let recorded = String(decoding: data, as: UTF8.self)
        if recorded == text { return .matches }
        let expectedLines = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let expected = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
            let actual = index < actualLines.count ? String(actualLines[index]) : "<end>"
            if expected != actual {
                return .differs(
                    path: url.path, firstDifference: "line \(index + 1): expected \(expected.debugDescription), got \(actual.debugDescription)")
            }
        }
        return .differs(path: url.path, firstDifference: "trailing bytes")
    }
}
