#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The numbered pages of an output name that a complete run does not write: files an earlier,
/// longer run left (`m-006.png` … `m-010.png` after a 5-page run of `-o m.png`).
///
/// They look current to a Makefile, a CI artifact or a reader of the folder, so chart warns
/// about them and `--prune` removes them. Only names chart itself would give a page of this
/// `-o` are ever counted, and only pages past those this run writes:
/// - a plain name `out/m.png`: `out/m-NNN.png` with three or more digits (the widths chart
///   uses) and page number above this run's count (above 0 when this run wrote one un-numbered
///   page, `out/m.png`, which takes the place of every numbered one);
/// - a `%d` pattern: the exact name the pattern gives a page above this run's count.
/// Other names, other patterns, hidden files, folders and links are never touched, and a
/// pattern whose number is in a folder name (`run%d/p.png`) has no leftovers.
package struct LeftoverPages: Sendable, Equatable {
    /// The leftover files, by page number.
    package let paths: [String]
    /// Pages this run wrote under numbered names: leftovers are numbered above it.
    package let lastWritten: Int

    /// Finds the leftovers of `output` for a chart of `pageCount` pages, all of them written.
    package init(output: String, pageCount: Int) throws {
        guard output != "-" else {
            paths = []; lastWritten = 0
            return
        }
        let parsed = try OutputNaming.parse(output)
        let spelled: String  // the path as written, `%%` read
        switch parsed {
        case let .pattern(pattern): spelled = pattern.prefix
        case let .name(name): spelled = name
        }
        let folder = OutputTransaction.folder(of: spelled)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let join: (String) -> String = { name in spelled.contains("/") ? folder.joiningPath(name) : name }
        var found: [(page: Int, path: String)] = []
        switch parsed {
        case let .pattern(pattern):
            lastWritten = pageCount
            guard !pattern.suffix.contains("/") else { paths = []; return }
            for name in names {
                let path = join(name)
                guard let page = Self.page(of: path, pattern: pattern), page > pageCount else { continue }
                found.append((page, path))
            }
        case let .name(name):
            lastWritten = pageCount > 1 ? pageCount : 0
            let (stem, suffix) = OutputNaming.split(name)
            let stemName = String(stem[(stem.lastIndex(of: "/").map { stem.index(after: $0) } ?? stem.startIndex)...]) + "-"
            for name in names where name.hasPrefix(stemName) && name.hasSuffix(suffix) && name.count > stemName.count + suffix.count {
                let digits = name.dropFirst(stemName.count).dropLast(suffix.count)
                guard digits.count >= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let page = Int(digits),
                    page > lastWritten
                else { continue }
                found.append((page, join(name)))
            }
        }
        paths = found.filter { Self.isRegularFile($0.path) }.sorted { ($0.page, $0.path) < ($1.page, $1.path) }.map(\.path)
    }

    /// The warning for these leftovers, or nil when there are none: the first by name and the
    /// count, and how to remove them.
    package var warning: String? {
        guard let first = paths.first else { return nil }
        let count = paths.count == 1 ? "1 numbered page" : "\(paths.count) numbered pages"
        let reason = lastWritten == 0 ? "this chart has one page, not numbered" : "this chart has \(lastWritten) pages"
        return "\(count) from an earlier run remain beside the output (first \(first)), but \(reason); --prune removes them"
    }

    /// Removes every leftover file; the first one that cannot be removed is a `cannotWrite` error.
    package func remove() throws {
        for path in paths where unlink(path) != 0 && errno != ENOENT {
            throw ChartError.cannotWrite(path: path, reason: "cannot remove this leftover page (--prune): " + String(cString: strerror(errno)))
        }
    }

    /// The page number `pattern` gives `path`, when `path` is exactly that page's name.
    private static func page(of path: String, pattern: OutputNaming.Pattern) -> Int? {
        guard path.hasPrefix(pattern.prefix), path.hasSuffix(pattern.suffix),
            path.count > pattern.prefix.count + pattern.suffix.count
        else { return nil }
        let middle = path.dropFirst(pattern.prefix.count).dropLast(pattern.suffix.count)
        let digits = middle.drop { $0 == " " }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let page = Int(digits), page > 0,
            pattern.path(for: page) == path
        else { return nil }
        return page
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
