import ChartKit
import Testing

/// The flag-shaped capabilities of each kind (`KindCapability`) agree with what
/// each command lists in `--help`, so the kind lists the tests derive from them are the kinds
/// that take the flag, not a guess: a capability set wrong sends a suite to a kind that refuses
/// the flag (or skips one that takes it) and fails here first.
@Suite struct KindCapabilityTests {
    /// Each capability that is a flag, and that flag.
    static let flags: [(capability: KindCapability, flag: String)] = [
        (.axes, "--y-format"), (.yLog, "--y-log"), (.xLog, "--x-log"), (.pages, "--page-size"), (.series, "--series"),
        (.stacking, "--stacked"), (.highlight, "--highlight"),
    ]

    @Test(arguments: flags.indices)
    func capabilityIsTheFlagInHelp(_ index: Int) {
        let (capability, flag) = Self.flags[index]
        #expect(ChartKind.all(capability) == KindHelp.kinds(taking: flag), "the kinds with \(flag) in their help")
    }

    /// Each kind lists the flag that names its value column.
    @Test(arguments: ChartKind.allCases)
    func valueFlagIsListed(_ kind: ChartKind) {
        #expect(KindHelp.flags[kind]?.contains(kind.valueFlag) == true, "\(kind.valueFlag) on \(kind)")
    }
}
