/// How the labels of one axis are written, chosen by a flag word (`--y-format si`) rather than a
/// printf string, so every label on an axis shares one precision and none shows float noise.
package enum AxisFormat: Equatable, Sendable {
    /// Numbers: plain decimals with the tick set's decimals; time axes: the time ticks' default pattern.
    case auto
    /// `number` (decimals from the ticks) or `number:2` (exactly two decimals).
    case number(decimals: Int?)
    /// Grouped thousands with the axis's decimals: `1,234,567.5`.
    case thousands
    /// SI prefixes (`1.2k`, `3.4M`, `500m`, `2µ`), one prefix and precision for the whole axis,
    /// chosen from the largest |tick|; zero prints as `0`.
    case si
    /// Percentages of fractions, as in d3 and Vega: the value 0.25 prints as `25%`.
    case percent
    /// Money in an ISO 4217 currency (`currency:EUR`): symbols for USD `$`, EUR `€`, GBP `£`,
    /// JPY and CNY `¥`, INR `₹`, KRW `₩`, RUB `₽`, BRL `R$`, otherwise the code and a space
    /// (`CHF 1,200`); negative values as `-$5`. Grouping is in threes for every currency,
    /// including INR (no lakh grouping). Decimals are the axis's, raised to the currency's minor
    /// units (2 for most, 3 for BHD/KWD/…) when any tick has a fractional part; 0-minor-unit
    /// currencies (JPY, KRW, …) are never raised.
    case currency(code: String)
    /// A strftime-style date pattern in UTC (`date:%Y-%m-%d`); see `DatePattern` for the directives.
    case date(String)

    /// The format as `--y-format` takes it (`si`, `number:2`), for errors that name it.
    package var name: String {
        switch self {
        case .auto: "auto"
        case let .number(decimals): decimals.map { "number:\($0)" } ?? "number"
        case .thousands: "thousands"
        case .si: "si"
        case .percent: "percent"
        case let .currency(code): "currency:\(code)"
        case let .date(pattern): "date:\(pattern)"
        }
    }

    static let unknownMessage = "expected number, number:N, thousands, si, percent, currency:CODE or date:FORMAT"

    /// Parses a `--x-format` / `--y-format` value: `number`, `number:2`, `thousands`, `si`,
    /// `percent`, `currency:USD`, `date:%Y-%m`. Keywords and currency codes are case-insensitive;
    /// date patterns are kept verbatim. Anything else throws `ChartError.usage`.
    package init(parsing text: String) throws(ChartError) {
        let colon = text.firstIndex(of: ":")
        let keyword = String(colon.map { text[..<$0] } ?? text[...]).lowercased()
        let argument = colon.map { String(text[text.index(after: $0)...]) }
        switch (keyword, argument) {
        case ("auto", nil): self = .auto
        case ("number", nil): self = .number(decimals: nil)
        case let ("number", argument?):
            guard let decimals = Int(argument), (0...20).contains(decimals) else {
                throw ChartError.usage("bad decimals in \"\(text)\"; expected number:N with N from 0 to 20")
            }
            self = .number(decimals: decimals)
        case ("thousands", nil): self = .thousands
        case ("si", nil): self = .si
        case ("percent", nil): self = .percent
        case let ("currency", argument?):
            let code = argument.uppercased()
            guard code.count == 3, code.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else {
                throw ChartError.usage("bad currency code in \"\(text)\"; expected 3 letters (ISO 4217), e.g. currency:USD")
            }
            self = .currency(code: code)
        case let ("date", argument?):
            guard !argument.isEmpty else {
                throw ChartError.usage("empty date format in \"\(text)\"; expected e.g. date:%Y-%m-%d")
            }
            self = .date(try DatePattern(validating: argument).pattern)
        default:
            guard let near = Self.nearest(keyword: keyword, argument: argument) else {
                throw ChartError.usage("unknown format \"\(text)\"; \(Self.unknownMessage)")
            }
            throw ChartError.usage("unknown format \"\(text)\"; did you mean \"\(near)\"? (\(Self.unknownMessage))")
        }
    }

    /// The format a mistyped one most likely meant (`currenc` → `currency:CODE`, `percnt` →
    /// `percent`, `currency` alone → `currency:CODE`), keeping what followed the colon.
    static func nearest(keyword: String, argument: String?) -> String? {
        let forms = ["number": nil, "thousands": nil, "si": nil, "percent": nil, "currency": "CODE", "date": "FORMAT"]
        guard let near = Suggestion.nearest(to: keyword, among: ["number", "thousands", "si", "percent", "currency", "date"]),
            let needs = forms[near]
        else { return nil }
        guard near == "number" || needs != nil, let argument = argument ?? needs else { return near }
        return near + ":" + argument
    }
}
