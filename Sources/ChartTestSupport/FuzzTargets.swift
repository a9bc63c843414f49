import ChartKit
import Foundation

/// The bodies of the fuzz targets, shared by the libFuzzer executables in `Fuzz/` and the
/// corpus replay of the normal test suite (`FuzzCorpusReplayTests`).
///
/// A thrown `ChartError` is an accepted outcome; anything else (a trap, a sanitizer report,
/// a broken invariant, a non-`ChartError` error) is a bug and is returned as a problem.
public enum FuzzTargets {
    public static let names = ["csv", "json", "ndjson", "program", "svgtext"]

    /// Runs the target `name` on `bytes`; nil when the input was handled, else what went wrong.
    /// CSV input may ask to be widened (`FuzzWidening`).
    public static func run(_ name: String, _ bytes: [UInt8]) -> String? {
        switch name {
        case "csv": return read(FuzzWidening.widened(bytes), format: .csv) ?? FuzzCSVVariants.problem(bytes)
        case "json": return read(bytes, format: .json)
        case "ndjson": return read(bytes, format: .ndjson)
        case "program": return program(bytes)
        case "svgtext": return svgText(bytes)
        default: return "unknown fuzz target \(name)"
        }
    }

    /// Reads `bytes` as `format` and checks the table's shape, and that the readers' fast
    /// paths agree with the plain ones (`ReaderCrossCheck`).
    package static func read(_ bytes: [UInt8], format: InputFormat) -> String? {
        do {
            let table = try TableReader(options: ReadOptions(format: format)).read(bytes: bytes, name: "fuzz", pathExtension: nil)
            return shapeProblem(table) ?? ReaderCrossCheck.problem(bytes: bytes, format: format)
        } catch is ChartError {
            return nil
        } catch {
            return "non-ChartError thrown: \(error)"
        }
    }

    static func shapeProblem(_ table: DataTable) -> String? {
        guard table.names.count == table.columnCount else { return "\(table.names.count) names for \(table.columnCount) columns" }
        // Each column's positions walk the input once, so checking them on every column of a
        // widened input (`FuzzWidening`: up to 65,536 columns of a 256 KB input) took minutes, past
        // libFuzzer's 10 s timeout. Texts are checked on every column; positions on the first and
        // last `positionSample` columns, where an off-by-one in the reader would show.
        let sampled = Set((0..<min(positionSample, table.columnCount)).flatMap { [$0, table.columnCount - 1 - $0] })
        for column in 0..<table.columnCount {
            let texts = table.texts(ofColumn: column).count
            let positions = sampled.contains(column) ? table.positions(ofColumn: column) : nil
            if texts != table.rowCount || positions.map({ $0.lines.count != table.rowCount || $0.columns.count != table.rowCount }) == true {
                return "column \(column) does not have \(table.rowCount) cells and positions"
            }
        }
        return nil
    }

    /// Columns at each end of a table whose cell positions `shapeProblem` checks.
    static let positionSample = 16

    /// The whole data → program path, built and checked but not run.
    ///
    /// The first byte chooses the chart kind (bits 0–1 and 7, and 6 past the eighth kind,
    /// `kindIndex`: the `ChartKind` at that position, cycling), the format (bits 2–3: sniffed,
    /// CSV, JSON or NDJSON), pages of 3 (bit 4) and the kind's own looks (bits 5–6 and 3,
    /// `ChartRecipe.fuzzVariant`). The second byte chooses the axis mode, the `AxisVariant` at
    /// that position, cycling through log axes, `--y2`, density, stacked and percent (linear
    /// where the kind lacks one), and by how many times it cycles, `--facet` and `--series`
    /// (`FuzzGrouping`). The rest is the input, widened to thousands of columns when it asks
    /// (`FuzzWidening`).
    ///
    /// On success the program must pass `programProblem` and hold no NaN or infinity outside its
    /// data (`nonFiniteProblem`).
    package static func program(_ all: [UInt8]) -> String? {
        guard all.count >= 2 else { return nil }
        let (selector, axes) = (all[0], AxisVariant.cycling(Int(all[1])))
        let grouping = FuzzGrouping(Int(all[1]) / AxisVariant.allCases.count)
        let bytes = FuzzWidening.widened(Array(all.dropFirst(2)))
        let formats: [InputFormat?] = [nil, .csv, .json, .ndjson]
        let format = formats[Int(selector >> 2) & 3]
        let paging = PagingOptions(pagination: selector & 0x10 != 0 ? .pageSize(3) : .single, output: "/fuzz/out.png")
        do {
            let plan = try makePlan(
                kind: ChartKind.cycling(kindIndex(selector)), bytes: bytes, format: format, paging: paging, variant: selector, axes: axes,
                grouping: grouping)
            let outputs = plan.outputs.indices.map { "/fuzz/page-\($0 + 1).png" }
            let program = try plan.program(outputs: outputs)
            _ = plan.planJSON
            return programProblem(program, outputs: outputs) ?? nonFiniteProblem(program)
        } catch is ChartError {
            return nil
        } catch {
            return "non-ChartError thrown: \(error)"
        }
    }

    /// A broken safety invariant of a generated program, or nil: user text outside single
    /// quotes (`GnuplotSafety`), a trailing backslash other than the emitters' own `, \`
    /// continuation of a plot list (outside any quotes), or a
    /// `set output` naming anything but one of `outputs`.
    package static func programProblem(_ program: String, outputs: [String]) -> String? {
        if let line = GnuplotSafety.unsafeLines(in: program).first { return "unquoted \" or ` in: \(line)" }
        let allowed = Set(outputs.map { "set output '\($0)'" })
        for line in program.split(separator: "\n", omittingEmptySubsequences: false) where !line.hasPrefix("#") {
            let bytes = Array(GnuplotSafety.withoutQuoteConstants(String(line)).utf8)
            if bytes.last == UInt8(ascii: "\\")
                && !(bytes.suffix(3) == [UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\\")]
                    && bytes.filter({ $0 == UInt8(ascii: "'") }).count % 2 == 0)
            {
                return "line ends in a backslash that is not a plot continuation: \(line)"
            }
            if line.hasPrefix("set output") && !allowed.contains(String(line)) { return "unexpected output: \(line)" }
        }
        return nil
    }

    /// A NaN or infinity in a command of `program` (outside quoted text, outside its data
    /// blocks, where `nan` is a gap, unless `inData`, and other than a `NaN notitle` plot of
    /// nothing), or nil: gnuplot refuses `set yrange
    /// [0:nan]` (exit 70), and an infinite decade count trapped before the program was written
    /// (issue 32 item 1).
    package static func nonFiniteProblem(_ program: String, inData: Bool = false) -> String? {
        var terminator: Substring?
        for line in program.split(separator: "\n", omittingEmptySubsequences: false) {
            if let end = terminator {
                if line == end { terminator = nil }
                continue
            }
            if !inData, let range = line.range(of: " << ") {
                terminator = line[range.upperBound...]
                continue
            }
            // Single-quoted text is the user's (a title may read "inf"); `''` inside it toggles twice.
            var quoted = false
            let command = GnuplotSafety.withoutQuoteConstants(String(line)).filter { character in
                if character == "'" { quoted.toggle() }
                return !quoted && character != "'"
            }
            // `NaN notitle` is a plot of nothing that chart writes on purpose (a page's legend
            // of `keyentry` elements, a discrete chart's empty page), not a number it computed.
            let words = command.replacingOccurrences(of: "NaN notitle", with: "").split {
                !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." || $0 == "+")
            }
            if words.contains(where: { ["nan", "inf", "infinity"].contains($0.lowercased().trimmingCharacters(in: ["-", "+"])) }) {
                return "NaN or infinity in: \(line.prefix(200))"
            }
        }
        return nil
    }

    /// The kind a selector byte picks: bits 0–1, and bit 7 as a third bit, so a fifth kind is
    /// reached too (with four kinds, bit 7 changes nothing: the index cycles over `allCases`).
    /// Bit 6 adds 8 where that names a kind (the ninth and later: heatmap was never reached
    /// with three bits), and changes nothing otherwise, so the seeds keep their kinds.
    package static func kindIndex(_ selector: UInt8) -> Int {
        let index = Int(selector & 3) | Int(selector >> 5) & 4
        return selector & 0x40 != 0 && index + 8 < ChartKind.allCases.count ? index + 8 : index
    }

    /// A plan of `kind` with its default look switched by `variant` (`ChartRecipe.fuzzVariant`),
    /// its axes drawn as `axes` says where it has that mode, and its rows grouped as `grouping`
    /// says, through `ChartPipeline` as the CLI does.
    package static func makePlan(
        kind: ChartKind, bytes: [UInt8], format: InputFormat?, paging: PagingOptions, variant: UInt8, axes: AxisVariant = .linear,
        grouping: FuzzGrouping = FuzzGrouping(0)
    ) throws -> ChartPlan {
        let figure = FigureOptions()
        let base = kind.recipe.init(x: nil, y: [], figure: figure, paging: paging)
        let chart = (base.axisVariant(axes) ?? base).fuzzVariant(variant, text: "")
        let read = ReadOptions(format: format)
        var request = ChartRequest(chart, input: .bytes(bytes, name: "fuzz"), read: read)
        try grouping.apply(to: &request, kind: kind, bytes: bytes, read: read)
        return try ChartPipeline().plan(for: request)
    }

    /// The text → SVG/PDF/text path, through real gnuplot (issue 23), where user text meets
    /// gnuplot's quoting and the SVG and terminal escapes.
    ///
    /// The first byte chooses the kind (bits 0–1 and 7, and 6 past the eighth kind, `kindIndex`:
    /// the `ChartKind` at that position, cycling), the format (bit 2: SVG, else bit 3: a text chart, else PDF) and, for a
    /// scatter, the density image (bit 4), which an SVG embeds as a `data:` PNG. The rest is
    /// decoded as UTF-8; invalid bytes become U+FFFD, as no reader lets them through. It is cut at
    /// NUL into a title, a data name (series, category, slice or slot) and a font name, drawn with
    /// the kind's looks that show text: `fuzzVariant` with a legend and a ring, the title as its
    /// centre text.
    ///
    /// The chart is rendered as the CLI would. On success an SVG must pass `SVGAudit` (libxml2:
    /// well-formed, no event handler, script or outside link but an embedded PNG) and a PDF must be
    /// complete. A text chart must hold nothing unsafe on a terminal (issue 32: U+2028 was drawn
    /// raw), and so must every message made of the text. chart's own refusal (a `ChartError`, as of
    /// a font name) is fine. A `ChartError.internal` from the render is not: it means gnuplot wrote
    /// a file chart had to reject. Without gnuplot on the machine, the render is skipped.
    package static func svgText(_ all: [UInt8]) -> String? {
        guard let selector = all.first else { return nil }
        let parts = String(decoding: all.dropFirst(), as: UTF8.self).split(separator: "\u{0}", maxSplits: 2, omittingEmptySubsequences: false).map(
            String.init)
        let title = parts.count > 0 ? parts[0] : ""
        let name = parts.count > 1 && !parts[1].isEmpty ? parts[1] : "n"
        let format: OutputFormat = selector & 4 != 0 ? .svg : selector & 8 != 0 ? .text : .pdf
        if let problem = TerminalAudit.problem(in: TextEscaping.visible(title + name)) { return "a message: \(problem)" }
        guard let executable = try? GnuplotLocator.locate(explicit: nil, environment: ProcessInfo.processInfo.environment),
            let folder = try? TemporaryDirectory.make()
        else { return nil }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var theme = Theme.light
        if parts.count > 2, FontName.problem(parts[2]) == nil { theme.font = parts[2] }
        let output = folder + "/out." + format.fileExtension
        let (width, height) = format == .text ? (80, 24) : (400, 300)  // a text chart counts cells
        let figure = FigureOptions(width: width, height: height, title: title, xLabel: title, yLabel: title, format: format, theme: theme)
        let paging = PagingOptions(output: output)
        let field = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        // One shape every kind draws: the name as a category, series, slice and slot name (a
        // scatter needs numbers on x: the name is a series there).
        let kind = ChartKind.cycling(kindIndex(selector))
        let data = kind == .scatter ? "k,\(field),z\n1,1,3\n2,2,4\n" : "k,\(field),z\n\(field),1,3\nb,2,4\n"
        let chart = kind.recipe.init(x: nil, y: [], figure: figure, paging: paging)
            .fuzzVariant(selector | 0x28, text: title)
        do {
            var pipeline = ChartPipeline()
            pipeline.processes = 1
            let request = ChartRequest(chart, input: .bytes(Array(data.utf8), name: "fuzz"), read: ReadOptions(format: .csv))
            try pipeline.render(request, with: GnuplotRunner(executable: executable, timeout: 30))
        } catch let ChartError.internal(message) {
            return "gnuplot wrote a file chart refused: \(message)"
        } catch is ChartError {
            return nil
        } catch {
            return "non-ChartError thrown: \(error)"
        }
        guard let data = FileManager.default.contents(atPath: output) else { return "no output after a successful render" }
        if format == .svg { return SVGAudit.problem(in: data) }
        let text = String(decoding: data, as: UTF8.self)
        if format == .text { return TerminalAudit.problem(in: text, allowing: ["\n"]) }
        return text.hasPrefix("%PDF-") && text.suffix(32).contains("%%EOF") ? nil : "not a complete PDF"
    }
}
