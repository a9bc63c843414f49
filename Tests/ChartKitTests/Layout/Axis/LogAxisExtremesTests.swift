import Foundation
import Testing

@testable import ChartKit

/// Log axes at the ends of Double (issue 32 item 1): decades that stay positive and finite,
/// padding computed in logs, and values below 1e-300 refused, never a trap or an axis at 0.
@Suite struct LogAxisExtremesTests {
    /// Subnormal and huge ends: the decades are powers of ten a Double holds, above 0 and finite.
    @Test(arguments: [(5e-324, 1.0), (5e-324, 1e-320), (1e-320, 1e300), (1e300, 1.7976931348623157e308), (1e307, 1e308)])
    func decadesStayPositiveAndFinite(_ low: Double, _ high: Double) {
        let decades = LogTickLocator.decades(around: low, high)
        #expect(decades.min > 0 && decades.max.isFinite && decades.min < decades.max, "\(decades)")
    }

    /// 1e-160 to 1e160 padded for a marker: the ratio of the ends (1e320) is infinite, so the
    /// padding is computed in logs; the ends stay ordinary doubles around the data.
    @Test func paddingSpanningMoreThan308DecadesStaysFinite() {
        let padded = PointContent.padded(1e-160...1e160, pixels: 600, radius: 5, log: true)
        #expect(padded.lowerBound > 0 && padded.lowerBound < 1e-160)
        #expect(padded.upperBound.isFinite && padded.upperBound > 1e160)
        let widest = PointContent.padded(1e-300...1e300, pixels: 20, radius: 9, log: true)
        #expect(widest.lowerBound >= 1e-307 && widest.upperBound <= 1e307)
    }

    /// A model given whole (no builder to name the cell) with a subnormal on a log axis is a data
    /// error; `--y-min` below 1e-300 a usage error.
    @Test func subnormalsAreRefused() {
        #expect(throws: ChartError.self) {
            try ValueAxisLayout(format: .auto, fixedMin: nil, fixedMax: nil, log: true).axis(for: 5e-324...1, pixels: 400)
        }
        do {
            _ = try ValueAxisLayout(format: .auto, fixedMin: 1e-320, fixedMax: nil, log: true).axis(for: 1...10, pixels: 400)
            Issue.record("--y-min 1e-320 was accepted")
        } catch let ChartError.usage(message) {
            #expect(message == "--y-min 1e-320 is below 1e-300, the smallest value a log axis places")
        } catch {
            Issue.record("\(error)")
        }
    }

    /// A format whose labels would run past 40 characters is refused naming it, not `--size`.
    @Test func overlongLabelsNameTheFormat() {
        do {
            _ = try ValueAxisLayout(format: .si, fixedMin: nil, fixedMax: nil).axis(for: -1e300...1e300, pixels: 400)
            Issue.record("si labels of 1e300 were accepted")
        } catch let ChartError.usage(message) {
            #expect(message.hasPrefix("--y-format si writes the tick at "), "\(message)")
            #expect(!message.contains("--size"))
        } catch {
            Issue.record("\(error)")
        }
        #expect((try? ValueAxisLayout(format: .auto, fixedMin: nil, fixedMax: nil).axis(for: -1e300...1e300, pixels: 400)) != nil)
    }
}
