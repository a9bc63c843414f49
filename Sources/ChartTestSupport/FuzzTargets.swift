import ChartKit
import Foundation

/// The bodies of the fuzz targets, shared by the libFuzzer executables in `Fuzz/` and the
/// corpus replay of the normal test suite (`FuzzCorpusReplayTests`).
///
/// A thrown `ChartError` is an accepted outcome; anything else (a trap, a sanitizer report,
/// a broken invariant, a non-`ChartError` error) is a bug and is returned as a problem.
public enum FuzzTargets {
    public static let names = ["csv", "json", "ndjson", "program"]

    /// Runs the target `name` on `bytes`; nil when the input was handled, else what went wrong.
    public static func run(_ name: String, _ bytes: [UInt8]) -> String? {
        switch name {
        case "csv": return read(bytes, format: .csv)
        case "json": return read(bytes, format: .json)
        case "ndjson": return read(bytes, format: .ndjson)
        case "program": return program(bytes)
        default: return "unknown fuzz target \(name)"
        }
    }

    /// Reads `bytes` as `format` and checks the table's shape, and that the readers' fast
    /// paths agree with the plain ones (`ReaderCrossCheck`).
    public static func read(_ bytes: [UInt8], format: InputFormat) -> String? {
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
        for column in 0..<table.columnCount where table.columns[column].count != table.rowCount
            || table.cellLines[column].count != table.rowCount || table.cellColumns[column].count != table.rowCount {
            return "column \(column) does not have \(table.rowCount) cells and positions"
        }
        return nil
    }

    /// The whole data → program path. The first byte chooses the chart kind (bits 0–1: line,
    /// bar, pie, discrete), the format (bits 2–3: sniffed, CSV, JSON, NDJSON), pages of 3
    /// (bit 4) and two kind-specific options (bits 5–6); the rest is the input. On success the
    /// program must pass `programProblem`.
    public static func program(_ all: [UInt8]) -> String? {
        guard let selector = all.first else { return nil }
        let bytes = Array(all.dropFirst())
        let formats: [InputFormat?] = [nil, .csv, .json, .ndjson]
        let format = formats[Int(selector >> 2) & 3]
        let paging = PagingOptions(pagination: selector & 0x10 != 0 ? .pageSize(3) : .single, output: "/fuzz/out.png")
        do {
            let plan = try makePlan(kind: Int(selector & 3), bytes: bytes, format: format, paging: paging, variant: selector)
            let outputs = plan.outputs.indices.map { "/fuzz/page-\($0 + 1).png" }
            let program = plan.program(outputs: outputs)
            _ = plan.planJSON
            return programProblem(program, outputs: outputs)
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
    public static func programProblem(_ program: String, outputs: [String]) -> String? {
        if let line = GnuplotSafety.unsafeLines(in: program).first { return "unquoted \" or ` in: \(line)" }
        let allowed = Set(outputs.map { "set output '\($0)'" })
        for line in program.split(separator: "\n", omittingEmptySubsequences: false) where !line.hasPrefix("#") {
            let bytes = Array(GnuplotSafety.withoutQuoteConstants(String(line)).utf8)
            if bytes.last == UInt8(ascii: "\\")
                && !(bytes.suffix(3) == [UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\\")]
                     && bytes.filter({ $0 == UInt8(ascii: "'") }).count % 2 == 0) {
                return "line ends in a backslash that is not a plot continuation: \(line)"
            }
            if line.hasPrefix("set output") && !allowed.contains(String(line)) { return "unexpected output: \(line)" }
        }
        return nil
    }

    /// A plan of kind 0 line, 1 bar, 2 pie, 3 discrete with default options, built as the CLI does.
    static func makePlan(kind: Int, bytes: [UInt8], format: InputFormat?, paging: PagingOptions, variant: UInt8) throws -> ChartPlan {
        let read = ReadOptions(format: format)
        let first = variant & 0x20 != 0
        let second = variant & 0x40 != 0
        switch kind {
        case 0:
            let table = try TableReader(options: read).read(bytes: bytes, name: "fuzz", pathExtension: nil)
            let chart = try LineChartBuilder().chart(from: table)
            return .line(try LineLayouter(options: LineOptions(paging: paging, points: first)).plan(for: chart))
        case 1:
            let table = try TableReader(options: read).read(bytes: bytes, name: "fuzz", pathExtension: nil)
            let chart = try BarChartBuilder().chart(from: table)
            let options = BarOptions(paging: paging, horizontal: first, stacked: second, showValues: true)
            return .bar(try BarLayouter(options: options).plan(for: chart))
        case 2:
            let table = try TableReader(options: read).read(bytes: bytes, name: "fuzz", pathExtension: nil)
            let chart = try PieChartBuilder(otherBelow: second ? 5 : nil).chart(from: table)
            let options = PieOptions(paging: paging, ringWidth: first ? PieOptions.defaultRingWidth : nil, percentLabels: true, valueLabels: true)
            return .pie(try PieLayouter(options: options).plan(for: chart))
        default:
            let chart = try DiscreteChartReader(options: read).chart(bytes: bytes, name: "fuzz", pathExtension: nil)
            return .discrete(try DiscreteLayouter(options: DiscreteOptions(paging: paging, connect: first)).plan(for: chart))
        }
    }
}
