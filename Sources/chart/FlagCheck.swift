import ArgumentParser
import ChartKit

/// Checks of flag values that every command runs in `validate()`, so a bad value is a usage
/// error (exit 64) before any data is read, whatever the chart kind and however large the input.
enum FlagCheck {
    /// `--colors`: hex or named colours, comma-separated.
    static func colors(_ text: String?) throws {
        guard let text else { return }
        do { _ = try ColorList.parse(text) } catch { throw ValidationError(String(describing: error)) }
    }

    /// A label format (`--x-format`, `--y-format`, `--value-format`).
    static func format(_ text: String) throws {
        do { _ = try AxisFormat(parsing: text) } catch { throw ValidationError(String(describing: error)) }
    }
}
