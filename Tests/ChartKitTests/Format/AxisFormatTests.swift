import Testing

@testable import ChartKit

/// Parsing of `--x-format` / `--y-format` values, including the exact error messages.
@Suite struct LayoutAxisFormatTests {
    @Test(arguments: [
        ("number", AxisFormat.number(decimals: nil)),
        ("number:2", .number(decimals: 2)),
        ("number:0", .number(decimals: 0)),
        ("thousands", .thousands),
        ("si", .si),
        ("SI", .si),
        ("percent", .percent),
        ("auto", .auto),
        ("currency:USD", .currency(code: "USD")),
        ("currency:eur", .currency(code: "EUR")),
        ("date:%Y-%m", .date("%Y-%m")),
        ("date:%d %b %Y, %H:%M:%S %%", .date("%d %b %Y, %H:%M:%S %%")),
        ("date:week %j", .date("week %j")),
    ])
    func parses(text: String, expected: AxisFormat) throws {
        #expect(try AxisFormat(parsing: text) == expected)
    }

    static let unknown = "expected number, number:N, thousands, si, percent, currency:CODE or date:FORMAT"

    @Test(arguments: [
        ("x", "unknown format \"x\"; \(unknown)"),
        ("", "unknown format \"\"; \(unknown)"),
        ("%.2f", "unknown format \"%.2f\"; \(unknown)"),
        ("si:3", "unknown format \"si:3\"; did you mean \"si\"? (\(unknown))"),
        ("currency", "unknown format \"currency\"; did you mean \"currency:CODE\"? (\(unknown))"),
        ("date", "unknown format \"date\"; did you mean \"date:FORMAT\"? (\(unknown))"),
        ("currenc", "unknown format \"currenc\"; did you mean \"currency:CODE\"? (\(unknown))"),
        ("numbr:2", "unknown format \"numbr:2\"; did you mean \"number:2\"? (\(unknown))"),
        ("Percnt", "unknown format \"Percnt\"; did you mean \"percent\"? (\(unknown))"),
        ("currensy:EUR", "unknown format \"currensy:EUR\"; did you mean \"currency:EUR\"? (\(unknown))"),
        ("number:x", "bad decimals in \"number:x\"; expected number:N with N from 0 to 20"),
        ("number:-1", "bad decimals in \"number:-1\"; expected number:N with N from 0 to 20"),
        ("number:21", "bad decimals in \"number:21\"; expected number:N with N from 0 to 20"),
        ("currency:US", "bad currency code in \"currency:US\"; expected 3 letters (ISO 4217), e.g. currency:USD"),
        ("currency:U$D", "bad currency code in \"currency:U$D\"; expected 3 letters (ISO 4217), e.g. currency:USD"),
        ("date:", "empty date format in \"date:\"; expected e.g. date:%Y-%m-%d"),
        ("date:%Y-%Q", "unsupported date directive %Q in \"date:%Y-%Q\"; supported: %Y %y %m %d %e %H %M %S %b %B %a %A %j %p %I %%"),
        ("date:100%", "unsupported date directive % in \"date:100%\"; supported: %Y %y %m %d %e %H %M %S %b %B %a %A %j %p %I %%"),
    ])
    func rejects(text: String, message: String) {
        #expect(throws: ChartError.usage(message)) { try AxisFormat(parsing: text) }
    }
}
