import ChartTestSupport
import Foundation
import Testing

/// One chart command run three ways on the same input: read whole, streamed from its file and
/// streamed from a pipe in batches of `threshold` bytes, for suites that check a stream gives
/// exactly what a whole read gives.
enum StreamRuns {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The three results, in that order; a pipe's `<stdin>` in messages is renamed to `file`.
    static func run(_ arguments: [String], input: String, file: String, threshold: Int, in dir: String) throws -> [Result] {
        try input.write(toFile: dir + "/" + file, atomically: true, encoding: .utf8)
        return try [(1 << 30, true), (threshold, true), (threshold, false)].map { threshold, fromFile in
            let result = try ChartProcess.run(
                arguments + (fromFile ? [file] : []), stdin: fromFile ? [] : Array(input.utf8),
                environment: LineStreamTests.environment(threshold: threshold), currentDirectory: dir)
            let named = { (text: String) in text.replacingOccurrences(of: "<stdin>", with: file) }
            return Result(status: result.status, stdout: named(result.stdoutText), stderr: named(result.stderr))
        }
    }

    /// Expects the two streamed results to be the whole read's: exit status, standard error and
    /// standard output; `context` names the case in a failure.
    static func expectSame(_ results: [Result], _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let whole = results[0]
        for (index, result) in results.enumerated().dropFirst() {
            let how = "\(context) \(index == 1 ? "streamed file" : "streamed pipe")"
            #expect(result.status == whole.status, "\(how): \(result.stderr) against \(whole.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr == whole.stderr, "\(how)", sourceLocation: sourceLocation)
            #expect(result.stdout == whole.stdout, "\(how)", sourceLocation: sourceLocation)
        }
    }
}
