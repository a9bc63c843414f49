import ArgumentParser
import ChartKit

/// Which pages to render and what to do with pages an earlier run left; shared by every chart
/// command (how data is cut into pages is `PaginationFlags`, or pie's `--group`).
struct PageFlags: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            """
            Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -). A chart of several pages names every page NAME-005.png, \
            whichever are rendered.
            """,
            valueName: "P|A-B|all"),
        transform: { ParsedFlag($0, PageSelection.init(parsing:)) })
    var page: ParsedFlag<PageSelection>?

    @Flag(
        help:
            """
            Remove numbered pages of -o left by an earlier, longer run (NAME-006.png … past this chart's last page) once the pages are written; \
            with --page only in the run that renders the last page.
            """
    )
    var prune = false

    func validate() throws {
        _ = try page?.get()
    }

    /// The numbered pages an earlier, longer run left beside `output`, to warn about (a run of
    /// every page) or to remove (`--prune`); nil when there is nothing to look for.
    ///
    /// A shard (`--page A-B` short of every page) does not warn: each shard would repeat it, and
    /// the pages past its own belong to other shards. `--prune` in a shard is accepted only when
    /// the shard holds the chart's last page: the pages past it belong to no shard of this job,
    /// and one shard, not all of them, removes them. Elsewhere it is a usage error, not ignored,
    /// so a recipe that meant to prune learns that it did not.
    func leftovers(plan: ChartPlan, output: String) throws -> LeftoverPages? {
        guard output != "-" else {
            if prune { throw ChartError.usage("--prune removes leftover page files; it needs -o FILE, not standard output") }
            return nil
        }
        if plan.outputs.count < plan.pageCount {
            guard prune else { return nil }
            guard let last = try page?.get(), case let .range(_, end) = last, end == plan.pageCount else {
                throw ChartError.usage(
                    """
                    --prune removes pages past the chart's last page (\(plan.pageCount)); with --page it belongs in the run that renders page \
                    \(plan.pageCount), or with --page all
                    """
                )
            }
        }
        return try LeftoverPages(output: output, pageCount: plan.pageCount)
    }

    /// The paging options: `pagination` from `PaginationFlags` (a pie chart's is `.single`).
    func options(output: String, pagination: Pagination = .single) throws -> PagingOptions {
        PagingOptions(pagination: pagination, selection: try page?.get(), output: output)
    }
}
