import ChartKit

/// `chart pie --legend` and `--sort` written bare, as the switches they were before they took
/// the values they take on the other kinds: still read (as `right` and `desc`, ArgumentParser's
/// `defaultAsFlag`), with a warning that names the spelling to use.
enum DeprecatedSwitches {
    /// The flags, the value a bare one means, and whether a word is one of its values.
    static let switches: [(flag: String, meaning: String, isValue: @Sendable (String) -> Bool)] = [
        ("--legend", "right", { LegendPosition(rawValue: $0) != nil }),
        ("--sort", "desc", { BarSort(rawValue: $0) != nil }),
    ]

    /// The warnings for `arguments` (after the program name): one per bare switch of `chart pie`,
    /// none under `-q`/`--quiet`. A switch is bare when no value follows it: the end, an option,
    /// or a word that is not one of its values (the input file, which ArgumentParser then reads
    /// as the file).
    static func warnings(in arguments: [String]) -> [String] {
        guard !arguments.contains("-q"), !arguments.contains("--quiet") else { return [] }
        return renamedWarnings(in: arguments) + switchWarnings(in: arguments)
    }

    /// Flags with a new name, the old still read: `--y-scale` is `--y-range` (every plotting
    /// library's "scale" means linear or log, which is `--y-log` here).
    static let renamed: [(old: String, new: String)] = [("--y-scale", "--y-range")]

    /// One warning per renamed flag the arguments use (`--y-scale page` or `--y-scale=page`).
    static func renamedWarnings(in arguments: [String]) -> [String] {
        renamed.compactMap { old, new in
            arguments.contains { $0 == old || $0.hasPrefix(old + "=") }
                ? "chart: warning: \(old) is deprecated; write \(new) (same values)" : nil
        }
    }

    static func switchWarnings(in arguments: [String]) -> [String] {
        guard arguments.first == "pie" else { return [] }
        return switches.compactMap { flag, meaning, isValue in
            let bare = arguments.indices.contains { index in
                arguments[index] == flag && (index + 1 == arguments.count || !isValue(arguments[index + 1]))
            }
            return bare ? "chart: warning: \(flag) without a value is deprecated; write \(flag) \(meaning)" : nil
        }
    }
}
