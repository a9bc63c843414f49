import ChartKit
import Testing

/// The flag-shaped capabilities of `ChartKind` (`ChartKind+Capabilities.swift`) agree with what
/// each command lists in `--help`, so the kind lists the tests derive from them are the kinds
/// that take the flag, not a guess: a capability set wrong sends a suite to a kind that refuses
/// the flag (or skips one that takes it) and fails here first.
@Suite struct KindCapabilityTests {
    /// Each capability and the flag that a kind lists exactly when it has it.
    static let flags: [(name: String, flag: String, has: @Sendable (ChartKind) -> Bool)] = [
        ("hasAxes", "--y-format", \.hasAxes),
        ("takesYLog", "--y-log", \.takesYLog),
        ("takesXLog", "--x-log", \.takesXLog),
        ("pages", "--page-size", \.pages),
        ("takesSeries", "--series", \.takesSeries),
        ("stacks", "--stacked", \.stacks),
        ("takesHighlight", "--highlight", \.takesHighlight),
    ]

    @Test(arguments: flags.indices)
    func capabilityIsTheFlagInHelp(_ index: Int) {
        let (name, flag, has) = Self.flags[index]
        #expect(ChartKind.allCases.filter(has) == KindHelp.kinds(taking: flag), "\(name) against the kinds listing \(flag)")
    }

    /// Each kind lists the flag that names its value column.
    @Test(arguments: ChartKind.allCases)
    func valueFlagIsListed(_ kind: ChartKind) {
        #expect(KindHelp.flags[kind]?.contains(kind.valueFlag) == true, "\(kind.valueFlag) on \(kind)")
    }
}
