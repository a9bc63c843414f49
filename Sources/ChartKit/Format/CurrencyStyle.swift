/// How one ISO 4217 currency is written (symbol and minor units), kept in one table so every
/// money label agrees.
struct CurrencyStyle: Equatable, Sendable {
    /// Text before the number: `$`, `€`, `R$`, or the code and a space (`CHF `).
    var prefix: String
    /// Digits of the minor unit: 2 for cents, 0 for JPY and KRW, 3 for BHD and KWD.
    var minorUnits: Int

    private static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "¥", "INR": "₹",
        "KRW": "₩", "RUB": "₽", "BRL": "R$",
    ]
    private static let noMinorUnits: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI",
        "VND", "VUV", "XAF", "XOF", "XPF",
    ]
    private static let threeMinorUnits: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    init(code: String) {
        prefix = Self.symbols[code] ?? code + " "
        minorUnits = Self.noMinorUnits.contains(code) ? 0 : Self.threeMinorUnits.contains(code) ? 3 : 2
    }

    /// The decimals for an axis whose ticks need `axisDecimals`: raised to the minor units
    /// as soon as any tick has a fractional part (so `$1.5` becomes `$1.50`).
    func decimals(forAxis axisDecimals: Int) -> Int {
        axisDecimals > 0 ? max(axisDecimals, minorUnits) : 0
    }

    /// `-$1,200.50`: sign first, then the symbol, then the grouped amount.
    func text(_ number: DecimalNumber, decimals: Int) -> String {
        let amount = number.absolute.text(decimals: decimals, separator: ",")
        let isZero = number.rounded(decimals: decimals).isZero
        return (number.isNegative && !isZero ? "-" : "") + prefix + amount
    }
}
