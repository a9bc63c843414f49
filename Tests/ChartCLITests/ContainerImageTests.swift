import ChartTestSupport
import Foundation
import Testing

/// The container image (Dockerfile at the top of the tree, issue 34): read statically everywhere
/// (two stages, Swift on Debian 12 to build, bookworm-slim with gnuplot-nox and no recommends to
/// run, `chart` as the exec-form entry point, a build context without .build/), and built and run
/// on standard input and output where a container engine answers; elsewhere that test shows as
/// skipped with the engine's own reason.
@Suite struct ContainerImageTests {
    static let root = ReleaseWorkflowTests.root

    /// The Dockerfile's instructions: comments dropped, `\`-continued lines joined.
    static func instructions() throws -> [(keyword: String, argument: String)] {
        var result: [(String, String)] = []
        var pending = ""
        for line in try ReleaseWorkflowTests.text("Dockerfile").components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") || (trimmed.isEmpty && pending.isEmpty) { continue }
            if trimmed.hasSuffix("\\") {
                pending += trimmed.dropLast() + " "
                continue
            }
            let whole = pending + trimmed
            pending = ""
            let keyword = String(whole.prefix { !$0.isWhitespace })
            result.append((keyword.uppercased(), whole.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)))
        }
        return result
    }

    @Test func multiStageBuildOnSwiftRunOnSlimDebian() throws {
        let all = try Self.instructions()
        let froms = all.filter { $0.keyword == "FROM" }.map(\.argument)
        #expect(froms == ["swift:${SWIFT_VERSION}-bookworm AS build", "debian:bookworm-slim"])

        // The runtime stage: what follows the last FROM.
        let lastFrom = all.lastIndex { $0.keyword == "FROM" } ?? 0
        let runtime = all[lastFrom...]
        let installs = all.filter { $0.keyword == "RUN" && $0.argument.contains("apt-get install") }.map(\.argument)
        #expect(installs.count == 2)
        for install in installs {
            #expect(install.contains("--no-install-recommends"), "\(install)")
            #expect(install.contains("rm -rf /var/lib/apt/lists/*"), "\(install)")
        }
        #expect(runtime.contains { $0.keyword == "RUN" && $0.argument.contains("gnuplot-nox") })
        #expect(runtime.contains { $0.keyword == "COPY" && $0.argument.hasPrefix("--from=build ") })
        #expect(runtime.filter { $0.keyword == "ENTRYPOINT" }.map(\.argument) == [#"["chart"]"#])
        #expect(!runtime.contains { $0.keyword == "USER" })
    }

    /// The Swift image the Dockerfile builds with is the one both workflows build and test in.
    @Test func swiftVersionAgreesWithTheWorkflows() throws {
        let argument = try Self.instructions().first { $0.keyword == "ARG" && $0.argument.hasPrefix("SWIFT_VERSION=") }?.argument
        let version = argument.map { String($0.dropFirst("SWIFT_VERSION=".count)) } ?? "?"
        for workflow in ["release.yml", "ci.yml"] {
            let text = try ReleaseWorkflowTests.text(".github/workflows/" + workflow)
            #expect(text.contains("container: swift:\(version)-bookworm"), "\(workflow) does not build with swift:\(version)-bookworm")
        }
    }

    /// Without it the context is the whole .build/ (gigabytes) and a host's build products.
    @Test func buildContextLeavesOutBuildProducts() throws {
        let ignored = try ReleaseWorkflowTests.text(".dockerignore").components(separatedBy: "\n")
        for entry in [".build", "dist", "out", "Package.resolved"] {
            #expect(ignored.contains(entry), "\(entry) is sent to the build")
        }
    }

    /// `docker info` (or podman's), or why there is no engine to use.
    static let engine: (command: String?, reason: String) = {
        var reasons: [String] = []
        for command in ["docker", "podman"] {
            guard let result = try? ChartProcess.runExecutable("/usr/bin/env", [command, "info"], timeout: 60) else {
                reasons.append("\(command) could not be started")
                continue
            }
            if result.status == 0 { return (command, "") }
            let why = result.stderr.split(separator: "\n").last.map(String.init) ?? "exit \(result.status)"
            reasons.append(result.status == 127 ? "\(command) is not installed" : "\(command) info: \(why)")
        }
        return (nil, reasons.joined(separator: "; "))
    }()

    @Test(.enabled(if: engine.command != nil, "no container engine to build the image: \(engine.reason)"))
    func imageDrawsFromStandardInputToStandardOutput() throws {
        let engine = try #require(Self.engine.command)
        let tag = "chart-test-image:\(getpid())"
        let build = try ChartProcess.runExecutable("/usr/bin/env", [engine, "build", "-t", tag, Self.root], timeout: 7200)
        #expect(build.status == 0, "\(build.stderr)")
        defer { _ = try? ChartProcess.runExecutable("/usr/bin/env", [engine, "rmi", "-f", tag]) }
        let data = Array("x,y\n0,1\n1,3\n2,2\n".utf8)
        let signatures: [(format: String, magic: [UInt8])] = [
            ("png", [0x89, 0x50, 0x4E, 0x47]), ("svg", Array("<?xml".utf8)), ("pdf", Array("%PDF".utf8)),
        ]
        for (format, magic) in signatures {
            let run = try ChartProcess.runExecutable(
                "/usr/bin/env", [engine, "run", "--rm", "-i", tag, "line", "--format-out", format], stdin: data, timeout: 300)
            #expect(run.status == 0, "\(format): \(run.stderr)")
            #expect(Array(run.stdout.prefix(magic.count)) == magic, "\(format) on stdout")
        }
        let doctor = try ChartProcess.runExecutable("/usr/bin/env", [engine, "run", "--rm", tag, "doctor"], timeout: 300)
        #expect(doctor.status == 0, "\(doctor.stderr)")
    }
}
