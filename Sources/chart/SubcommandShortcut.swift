import ArgumentParser

/// Parses `chart KIND …` as `KIND`'s own root command, skipping ArgumentParser's walk of the
/// whole tree, and gives up (nil) on anything but a clean parse.
///
/// Why: on a small chart, parsing the flags was half of chart's own CPU (`perf`: 53% of a
/// 1,000-point `--plan` run in `parseAsRoot`). Before descending into `line`, the root's parser
/// asks whether `line` takes every remaining argument (`includesPassthroughArguments`), which
/// builds `line`'s whole argument set by reflection once more: a quarter of those samples. A
/// subcommand parsed as the root gets the same values, since `chart` itself has no flags for
/// it to inherit. Whatever is not a plain run (`--help`, `-h`, `--version`, a completion
/// request, a bad flag, a failed `validate()`) returns nil, and the caller parses from the
/// root as before, so help, usage and error messages are the tree's, word for word.
enum SubcommandShortcut {
    /// The command `arguments` (without the program name) ask for, parsed directly, or nil.
    static func command(for arguments: [String], in subcommands: [ParsableCommand.Type]) -> ParsableCommand? {
        guard let name = arguments.first,
            let subcommand = subcommands.first(where: { $0.configuration.commandName == name }),
            subcommand.configuration.subcommands.isEmpty,
            let parsed = try? subcommand.parseAsRoot(Array(arguments.dropFirst()))
        else { return nil }
        // A help request comes back as ArgumentParser's help command, not as the subcommand.
        return type(of: parsed) == subcommand ? parsed : nil
    }
}
