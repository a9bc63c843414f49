import ArgumentParser

/// `chart version`: the same line as `chart --version`, since many tools (go, kubectl, swift)
/// take `version` as a command and a user typing it should not get a usage error.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print chart's version, commit and date (the same as --version)."
    )

    func run() throws {
        try Session.reporting { try Terminal.write(BuildIdentity.line + "\n", what: "the version") }
    }
}
