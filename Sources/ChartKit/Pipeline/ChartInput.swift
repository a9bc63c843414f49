/// Where a chart's data comes from: bytes to read (a file, standard input or a buffer), a table
/// already read, or a model already built (a program's own values, a `--follow` picture).
package enum ChartInput: Sendable {
    /// A file or standard input, read with the request's `ReadOptions`.
    case source(InputSource)
    /// Bytes in memory; `name` is used in error messages, `pathExtension` helps pick the format.
    case bytes([UInt8], name: String, pathExtension: String? = nil)
    /// A table read by the Data stage (or made in code).
    case table(DataTable)
    /// A model (`LineChart`, `BarChart`, `PieChart`, `DiscreteChart`): only the layout and
    /// later stages run. Its type must match the request's kind.
    case model(any ChartModel)
    /// A long line input already read into its spill: a streamed `--facet` panel's, or the
    /// rows of all panels (`LineFacetStreams`), laid out as a streamed `chart line` is.
    case lineStream(LineStream)
    /// A long scatter input already read into its spill: a streamed `--facet` panel's, or the
    /// rows of all panels (`ScatterFacetStreams`), laid out as a streamed `chart scatter` is.
    case scatterStream(ScatterStream)

    /// The name a progress line and messages use for this input, when it is read.
    package var name: String? {
        switch self {
        case let .source(source): return source.displayName
        case let .bytes(_, name, _): return name
        case .table, .model, .lineStream, .scatterStream: return nil
        }
    }

    /// The model given as input, as `type`; nil when the input is data to read. A model of
    /// another kind is a usage error rather than a silent re-read.
    func model<Model: ChartModel>(_ type: Model.Type) throws -> Model? {
        guard case let .model(model) = self else { return nil }
        guard let typed = model as? Model else {
            throw ChartError.usage("the input is a \(Swift.type(of: model)), but the request draws a \(Model.self)")
        }
        return typed
    }
}
