import ChartTestSupport
import FuzzDriver

/// libFuzzer's per-input hook: FuzzTargets.run("svgtext", …).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.check(FuzzTargets.run("svgtext", FuzzDriver.bytes(data, size)))
    return 0
}

/// The program's entry (see FuzzDriver).
@_cdecl("FuzzSVGText_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv) { data, size in fuzzOneInput(data, size) }
}
