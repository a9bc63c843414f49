/// Turns the bytes of `chart discrete`'s input into its model: ResearchKit's `{"plots": [[…], …]}`
/// JSON shape, or any table the Data stage reads (CSV, TSV, JSON tables, NDJSON) turned into
/// plots by the builder.
///
/// Pure: the bytes come from `ChartPipeline`'s read stage (a Model type does no file I/O).
package struct DiscreteChartReader: Sendable {
    package var options: ReadOptions
    package var builder: DiscreteChartBuilder

    package init(options: ReadOptions = ReadOptions(), builder: DiscreteChartBuilder = DiscreteChartBuilder()) {
        self.options = options
        self.builder = builder
    }

    /// The chart in `bytes`; a JSON object with a "plots" key is the plots shape, anything
    /// else a table.
    package func chart(bytes: [UInt8], name: String, pathExtension: String?) throws -> DiscreteChart {
        try NULPattern.refuse(head: bytes, name: name)  // UTF-16 is named before it fails as JSON
        let format = options.resolved(bytes: bytes, pathExtension: pathExtension).format
        if format == .json {
            let root = try bytes.withUnsafeBufferPointer { buffer in
                try UTF8Validation.check(buffer, from: ASCII.bodyStart(buffer), name: name)
                var parser = JSONParser(buffer: buffer, name: name)
                return try parser.parseDocument()
            }
            if DiscreteChartJSON.isPlotsDocument(root) {
                if builder.x != nil || !builder.low.isEmpty || !builder.high.isEmpty || !builder.y.isEmpty {
                    throw ChartError.usage("--x, --low, --high and --y choose table columns; \(name) holds {\"plots\": …}, which names its own")
                }
                var chart = try DiscreteChartJSON.chart(from: root, file: name, maxRows: options.maxRows)
                try DiscreteChartBuilder.rename(&chart.plots, names: builder.names)
                return chart
            }
        }
        let table = try TableReader(options: options).read(bytes: bytes, name: name, pathExtension: pathExtension)
        return try builder.chart(from: table)
    }
}
