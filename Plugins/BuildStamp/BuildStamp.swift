import Foundation
import PackagePlugin

/// Writes `ChartBuildStamp.swift` (the commit and its date) before every build of `chart`, so
/// `chart --version` says which build it is whichever way it was built (`swift build`,
/// scripts/install, the .deb), without a generated file in git and without touching the tree.
///
/// A prebuild command, because only one runs at every build: the commit changes without any
/// file of the package changing. The work is scripts/build-stamp's (git, or a source tarball's
/// `BUILD-STAMP`), which rewrites the file only when the stamp changed, so an unchanged tree
/// rebuilds nothing.
@main
struct BuildStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Stamp")
        let script = context.package.directoryURL.appendingPathComponent("scripts/build-stamp")
        return [
            .prebuildCommand(
                displayName: "Stamping chart with its commit",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, context.package.directoryURL.path, output.appendingPathComponent("ChartBuildStamp.swift").path],
                outputFilesDirectory: output)
        ]
    }
}
