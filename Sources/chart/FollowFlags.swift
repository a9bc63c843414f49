import ArgumentParser
import ChartKit

/// `--follow`, `--refresh` and `--window`: drawing a line chart while its data arrives.
struct FollowFlags: ParsableArguments {
    @Flag(
        help:
            """
            Draw while the input arrives (a pipe that stays open): with --page-size, write NAME-001.png, NAME-002.png and so on as each page fills \
            and re-draw the current page every --refresh seconds; every page is finished at the end of the input. Each page fits its own value \
            axis. Needs -o FILE.
            """
    )
    var follow = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("With --follow: seconds between two pictures of the current page (default 1).", valueName: "seconds"))
    var refresh: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --follow: one file showing the last N points (instead of pages).", valueName: "N"))
    var window: Int?

    func validate() throws {
        if let refresh, !(refresh > 0 && refresh.isFinite) {
            throw ValidationError("--refresh must be a positive number of seconds; got \(refresh)")
        }
        if let window, window < 2 { throw ValidationError("--window must be at least 2 points") }
        if !follow {
            if refresh != nil { throw ValidationError("--refresh applies only with --follow") }
            if window != nil { throw ValidationError("--window applies only with --follow") }
        }
    }

    /// What cannot be combined with `--follow` (usage errors, before any input is read).
    func validate(output: OutputFlags, paging: PageFlags, pagination: PaginationFlags, input: InputOptions, series: String?, highlight: String?)
        throws
    {
        guard follow else { return }
        if input.format == .json {
            throw ValidationError(
                """
                --follow reads CSV, TSV, whitespace-separated text or NDJSON (--format ndjson: one object per line); a JSON document can only be \
                drawn once it is complete
                """
            )
        }
        if output.plan || output.emitScript {
            throw ValidationError(
                """
                --follow draws while the data arrives; it cannot be combined with \(output.plan ? "--plan" : "--emit-script") (leave out --follow \
                to see it for a complete input)
                """
            )
        }
        // A text chart may follow on standard output (a terminal redraws it in place); images
        // are files re-written as the data arrives.
        guard output.outputFormat == .text || (output.output.map { $0 != "-" } ?? false) else {
            throw ValidationError("--follow re-writes its files as the data arrives; name them with -o FILE.png (not standard output)")
        }
        if paging.prune {
            throw ValidationError("--follow writes pages as they fill, so no page is known to be left over; --prune cannot be combined with it")
        }
        if paging.page != nil { throw ValidationError("--follow writes every page as it fills; --page cannot choose pages") }
        if pagination.pages != nil {
            throw ValidationError("--follow cannot cut into --pages K: the number of rows is not known while they arrive; use --page-size N")
        }
        if pagination.pageSize != nil && window != nil { throw ValidationError("--page-size and --window cannot be combined; choose one") }
        if series != nil { throw ValidationError("--follow cannot split long data (--series): the rows of an x may still be on their way") }
        if highlight != nil { throw ValidationError("--highlight cannot be combined with --follow") }
    }

    var refreshSeconds: Double { refresh ?? 1 }
}
