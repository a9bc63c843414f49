/// Every failure ChartKit reports, classified so the front end can map each case to one
/// sysexits code and one line of text in a single place.
///
/// ChartKit never prints or exits: it throws these. Messages are complete sentences without the
/// `chart: error:` prefix, which the executable adds.
public enum ChartError: Error, Equatable, Sendable {
    /// The input is readable but its content is wrong (exit 65). `location` names file, line,
    /// column and JSON path where known; `column` is the data column's display name.
    case badData(location: SourceLocation?, column: String?, message: String)
    /// A flag or flag combination is wrong (exit 64).
    case usage(String)
    /// An input file cannot be opened or read (exit 66).
    case cannotRead(path: String, reason: String)
    /// No gnuplot executable was found or it cannot be started (exit 69).
    case gnuplotUnavailable(String)
    /// gnuplot ran and failed, or was killed after the timeout (exit 70). `line` is the line of
    /// the generated program gnuplot complained about; `scriptPath` is where the program was kept.
    case gnuplotFailed(message: String, line: Int?, scriptPath: String?)
    /// An output cannot be created or moved into place (exit 73).
    case cannotWrite(path: String, reason: String)
    /// Reading or writing a stream failed midway (exit 74).
    case io(String)
    /// Standard output was closed by its reader (`chart … --plan | head`): not a failure of
    /// chart's, so the executable exits quietly with 0.
    case stdoutClosed
    /// A broken invariant inside chart itself (exit 70).
    case `internal`(String)
}

extension ChartError: CustomStringConvertible {
    /// The one-line message, e.g. `data.csv:4:3 (column "y"): expected a number, found "abc"`.
    public var description: String {
        switch self {
        case let .badData(location, column, message):
            var prefix = ""
            if let location { prefix += location.description }
            if let column { prefix += (prefix.isEmpty ? "" : " ") + "(\(column))" }
            return prefix.isEmpty ? message : "\(prefix): \(message)"
        case let .usage(message):
            return message
        case let .cannotRead(path, reason):
            return "cannot read \(path): \(reason)"
        case let .gnuplotUnavailable(message):
            return message
        case let .gnuplotFailed(message, line, scriptPath):
            var text = "gnuplot failed"
            if let line { text += " at line \(line) of the generated program" }
            text += ": \(message)"
            if let scriptPath { text += " (program kept at \(scriptPath))" }
            return text
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason)"
        case let .io(message):
            return message
        case .stdoutClosed:
            return "standard output was closed before everything was written"
        case let .internal(message):
            return "internal error: \(message)"
        }
    }
}
