import ChartTestSupport
import Foundation
import Testing

/// The release a CI job can fetch (issue 34): `.github/workflows/*.yml` and the CI recipes of
/// share/doc/chart/reference.md are checked against the schemas GitHub and GitLab publish
/// (Tests/Fixtures/schemas), the release workflow builds both architectures and attaches sums,
/// and every recipe installs the checked .deb without recommends, by the name scripts/package
/// gives it. A workflow is only run by GitHub, so its shape is what can be tested here.
@Suite struct ReleaseWorkflowTests {
    static let root = URL(fileURLWithPath: CLI.example("Makefile")).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    /// The fenced `yaml` blocks of reference.md whose first line names `system` (`# GitHub Actions`).
    static func recipes(for system: String) throws -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in try text("share/doc/chart/reference.md").components(separatedBy: "\n") {
            if current == nil, line == "```yaml" {
                current = []
            } else if let lines = current, line == "```" {
                if lines.first?.hasPrefix("# \(system)") == true { blocks.append(lines.joined(separator: "\n")) }
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    static let missingNote = SchemaValidator.missing ?? ""

    @Test(.enabled(if: SchemaValidator.available, "schema validation skipped: \(missingNote)"))
    func workflowsMatchGitHubsSchema() throws {
        let files = CLI.files(in: Self.root + "/.github/workflows").filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }
        #expect(files.contains("release.yml") && files.contains("ci.yml"), "\(files)")
        for file in files {
            let problems = try SchemaValidator.problems(try Self.text(".github/workflows/" + file), schema: "github-workflow.json")
            #expect(problems.isEmpty, "\(file): \(problems.joined(separator: "\n"))")
        }
    }

    @Test(.enabled(if: SchemaValidator.available, "schema validation skipped: \(missingNote)"))
    func referenceRecipesMatchTheirSchemas() throws {
        for (system, schema) in [("GitHub Actions", "github-workflow.json"), ("GitLab CI", "gitlab-ci.json")] {
            let recipes = try Self.recipes(for: system)
            #expect(!recipes.isEmpty, "no \(system) recipe in reference.md")
            for recipe in recipes {
                let problems = try SchemaValidator.problems(recipe, schema: schema)
                #expect(problems.isEmpty, "\(system) recipe: \(problems.joined(separator: "\n"))")
            }
        }
    }

    /// The check can fail: each row is a common mistake that its schema refuses.
    @Test(
        .enabled(if: SchemaValidator.available, "schema validation skipped: \(missingNote)"),
        arguments: [
            ("github-workflow.json", "name: x\non: push\njobs:\n  a:\n    runs_on: ubuntu-24.04\n    steps:\n      - run: echo\n"),
            ("github-workflow.json", "name: x\non:\n  push:\n    tag: [v*]\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo\n"),
            (
                "github-workflow.json",
                "name: x\non: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: actions/checkout@v4\n        run: echo\n"
            ),
            ("gitlab-ci.json", "charts:\n  image: debian\n  scrip:\n    - chart line a.csv\n"),
        ])
    func schemasRefuseMistakes(schema: String, yaml: String) throws {
        #expect(try !SchemaValidator.problems(yaml, schema: schema).isEmpty, "accepted:\n\(yaml)")
    }

    @Test(.enabled(if: SchemaValidator.available, "schema validation skipped: \(missingNote)"))
    func releaseBuildsBothArchitecturesAndAttachesSums() throws {
        let workflow = try SchemaValidator.document(Self.root + "/.github/workflows/release.yml")
        let on = workflow["on"] as? [String: Any]
        #expect((on?["push"] as? [String: Any])?["tags"] as? [String] == ["v*"])
        let jobs = workflow["jobs"] as? [String: [String: Any]] ?? [:]

        let package = jobs["package"] ?? [:]
        let include = ((package["strategy"] as? [String: Any])?["matrix"] as? [String: Any])?["include"] as? [[String: String]] ?? []
        #expect(Set(include.compactMap { $0["runner"] }) == ["ubuntu-24.04", "ubuntu-24.04-arm"])
        let container = package["container"] as? String ?? ""
        #expect(container.hasPrefix("swift:") && container.hasSuffix("-bookworm"), "the .deb is built on Debian 12: \(container)")
        let packageRuns = Self.runs(of: package)
        #expect(packageRuns.contains("scripts/package"))
        #expect(packageRuns.contains("--no-install-recommends ./dist/chart_*.deb"), "the built .deb is installed and tried")

        let release = jobs["release"] ?? [:]
        #expect(release["needs"] as? String == "package")
        #expect((release["permissions"] as? [String: String])?["contents"] == "write")
        let releaseRuns = Self.runs(of: release)
        #expect(releaseRuns.contains("sha256sum chart-*.tar.gz chart_*.deb > SHA256SUMS"))
        #expect(releaseRuns.contains("gh release create") && releaseRuns.contains("gh release upload"))
    }

    /// Every recipe downloads the .deb under the name scripts/package writes, checks its sum
    /// and installs it without gnuplot's recommends.
    @Test func recipesInstallTheCheckedDebWithoutRecommends() throws {
        let package = try Self.text("scripts/package")
        #expect(package.contains(#"deb="dist/chart_${version}_${debarch}.deb""#), "scripts/package names the .deb differently now")
        #expect(package.contains(#"debarch="$(dpkg --print-architecture)""#))
        let recipes = try Self.recipes(for: "GitHub Actions") + Self.recipes(for: "GitLab CI")
        #expect(recipes.count == 2)
        for recipe in recipes {
            #expect(recipe.contains(#"deb="chart_${CHART_VERSION}_$(dpkg --print-architecture).deb""#), "\(recipe)")
            #expect(recipe.contains("SHA256SUMS") && recipe.contains("sha256sum --check --ignore-missing SHA256SUMS"), "\(recipe)")
            #expect(recipe.contains(#"apt-get install -y -qq --no-install-recommends "./$deb""#), "\(recipe)")
        }
    }

    /// The `run` scripts of a job's steps, joined.
    static func runs(of job: [String: Any]) -> String {
        ((job["steps"] as? [[String: Any]]) ?? []).compactMap { $0["run"] as? String }.joined(separator: "\n")
    }
}
