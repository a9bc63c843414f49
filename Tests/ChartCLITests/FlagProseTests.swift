import ChartKit
import Foundation
import Testing

/// The docs' sentences that say which kinds take a flag name exactly the kinds whose `--help`
/// lists it.
///
/// Such a list is written as the flag in code followed by the kinds in parentheses, "`--y-log`
/// (line, bar, discrete, hist, scatter)", or on a kind's page "(also on `line`)"; the kinds
/// counted are those named before a ";" (what follows is commentary). Hand-kept lists went stale
/// as kinds arrived: the reference said `--y-log` took line, bar and discrete long after hist
/// and scatter took it too.
@Suite struct FlagProseTests {
    /// One such sentence: where, the flag, the kinds it names and the text in parentheses.
    struct KindList: CustomTestStringConvertible, Sendable {
        var document: String
        var flag: String
        var kinds: [ChartKind]
        var text: String
        var testDescription: String { "\(document): \(flag) (\(text))" }
    }

    static let pattern = try! NSRegularExpression(pattern: #"`(--[a-z0-9][a-z0-9-]*)[^`]*`\**\s*\(([^()]*)\)"#)

    /// The kind lists of every document `ReadmeExamplesTests` reads (the README and
    /// `share/doc/chart/*.md`), paragraphs joined onto one line.
    static let lists: [KindList] = ReadmeExamplesTests.documents.flatMap { document in
        let text = ((try? ReadmeExamplesTests.text(of: document)) ?? "")
            .replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
        return lists(in: text, document: document)
    }

    static func lists(in text: String, document: String) -> [KindList] {
        let page = ChartKind.allCases.first { document.hasSuffix("/chart-\($0.rawValue).md") }
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let flag = Range(match.range(at: 1), in: text).map({ String(text[$0]) }),
                let inner = Range(match.range(at: 2), in: text).map({ String(text[$0]) })
            else { return nil }
            let head = String(inner.split(separator: ";", omittingEmptySubsequences: false).first ?? "")
            let named = ChartKind.allCases.filter { kind in
                head.range(of: #"\b\#(kind.rawValue)\b"#, options: .regularExpression) != nil
            }
            let firstWord = inner.drop { $0 == "`" }.prefix { $0.isLetter }
            if let page, inner.hasPrefix("also on ") {
                return KindList(document: document, flag: flag, kinds: ChartKind.allCases.filter { $0 == page || named.contains($0) }, text: inner)
            }
            guard ChartKind(rawValue: String(firstWord)) != nil else { return nil }
            return KindList(document: document, flag: flag, kinds: named, text: inner)
        }
    }

    /// The lists are found at all: a change of the docs' style would otherwise pass unchecked.
    @Test func theDocsHoldKindLists() {
        #expect(Self.lists.count >= 8, "\(Self.lists.map(\.testDescription))")
        #expect(Set(Self.lists.map(\.document)).isSuperset(of: ["README.md", "share/doc/chart/reference.md"]))
    }

    @Test(arguments: lists)
    func aListNamesTheKindsTakingTheFlag(_ list: KindList) {
        let taking = KindHelp.kinds(taking: list.flag)
        #expect(!taking.isEmpty, "no command lists \(list.flag)")
        #expect(
            list.kinds == taking,
            "\(list.document): \(list.flag) (\(list.text)) names \(list.kinds.map(\.rawValue)); \(taking.map(\.rawValue)) take it")
    }
}
