# Homebrew formula for chart. UNTESTED: the project is developed and tested on Linux, with no
# macOS or Homebrew at hand, so `brew install --build-from-source`, `brew audit` and `brew test`
# have never run on this file. Its `version` equals the top-level VERSION file (VersionTests
# checks that); when VERSION changes, change it here too.
#
# The project has no published source archive or homepage yet: `url` and `sha256` are left for
# whoever publishes one (a `git archive` of the release tag; sha256 from `shasum -a 256`).
# Until then: brew install --HEAD --build-from-source ./share/packaging/chart.rb (with `head`
# pointed at a clone).
class Chart < Formula
  desc "Turn CSV and JSON into PNG, SVG and PDF charts with gnuplot"
  homepage "https://example.invalid/chart"                    # not published yet
  url "https://example.invalid/chart/chart-0.1.0.tar.gz"      # not published yet
  version "0.1.0"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"  # of the archive above
  head "https://example.invalid/chart.git", branch: "main"    # not published yet
  # No licence: the project has no LICENSE file (add `license "..."` when it does).

  depends_on xcode: ["16.0", :build] # Swift 6
  depends_on "gnuplot"
  depends_on "libpng"

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "chart"
    bin.install ".build/release/chart"
    man1.install "share/man/chart.1"
    bash_completion.install "share/completions/chart.bash" => "chart"
    zsh_completion.install "share/completions/_chart"
    fish_completion.install "share/completions/chart.fish"
    # chart looks for `--theme NAME` in PREFIX/share/chart/themes beside PREFIX/bin/chart.
    (share/"chart/themes").install Dir["share/themes/*.theme"]
    doc.install "README.md", "CHANGELOG.md"
    doc.install Dir["share/doc/chart/*"] if File.directory?("share/doc/chart")
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/chart --version").strip
    (testpath/"a.csv").write("x,y\n0,0\n1,1\n")
    system bin/"chart", "line", "a.csv", "--theme", "house", "-o", "a.png"
    assert_path_exists testpath/"a.png"
  end
end
