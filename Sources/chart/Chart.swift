import ArgumentParser

@main
struct Chart: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "chart", abstract: "Turn CSV and JSON into PNG charts with gnuplot.")
}
