import Testing

/// Groups every Render-stage suite, so `swift test --filter Render` runs exactly them; heavy,
/// since they start gnuplot.
@Suite(.tags(.heavy)) enum RenderTests {}
