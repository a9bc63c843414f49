import ChartKit

/// Each chart kind's test data, in one exhaustive switch: a new `ChartKind` case does not compile
/// until it has some.
///
/// Suites that run every kind take their inputs here. They used to keep them in six dictionaries
/// and ternaries keyed by the kind's name, which a new kind fell out of silently: a force unwrap
/// crashed the run, or a `default:` drew it from another kind's data (issue 18).
struct KindSample: Sendable {
    /// A few rows the kind draws with its defaults (a line: two series over four x values, so
    /// `--page-size 2` makes two pages).
    let rows: String
    /// Rows with several series or slices, and the flags that draw the kind's optional marks:
    /// what the theme and palette tests colour.
    let showcase: String
    let showcaseFlags: [String]
    /// Six rows with a text key column for `--series`: what `FlagProbe` shows each flag on.
    let probe: String
    /// Three series (or slices), and the flags that draw them all: what the palette tests spread
    /// colours over.
    let threeSeries: String
    let threeSeriesFlags: [String]
    /// Two rows in which `@` stands for a text that reaches the picture as a label.
    let labelled: String
    /// The flags that make that text drawn.
    let labelFlags: [String]
    /// What chart's warnings call the place that text is drawn.
    let labelPlace: String
    /// The flags (beside `showcaseFlags`) that draw every text the kind has: a second page (an
    /// empty tick list there unset the tics' colour), a pie's legend, a scatter's colour bar.
    var everyTextFlags: [String] = []

    /// The two labelled rows with `text` in the label's place.
    func labelled(_ text: String) -> String { labelled.replacingOccurrences(of: "@", with: text) }

    static let keyed = "t,a,b,key\n1,3,5,p\n2,4,2,q\n3,6,7,p\n4,2,3,q\n5,8,1,p\n6,5,4,q\n"
    static let lines = "x,a,b,c\n0,1,2,3\n1,3,1,2\n2,2,4,1\n3,5,3,4\n"
    static let bars = "quarter,north,south\nQ1,3,5\nQ2,4,2\nQ3,6,3\n"
    static let heatmap = "region,Q1,Q2,Q3\nnorth,3,5,-1\nsouth,4,2,6\neast,1,,2\n"
    static let slices = "label,value\nRent,40\nFood,25\nTravel,20\nFun,10\nMisc,5\n"
    static let boxes = "commit,test,ms\nc1,parse,3\nc1,parse,4\nc1,render,6\nc1,render,7\nc2,parse,5\nc2,parse,2\nc2,render,8\nc2,render,9\n"
    static let ranges = "day,low,high,value\nMon,60,80,70\nTue,62,90,75\nWed,58,85,71\n"
}

extension ChartKind {
    /// This kind's test data.
    var sample: KindSample {
        switch self {
        case .line:
            KindSample(
                rows: "x,a,b\n1,2,1\n2,5,3\n3,4,2\n4,1,4\n", showcase: KindSample.lines,
                showcaseFlags: ["--points", "--grid", "--hline", "2"], probe: KindSample.keyed, threeSeries: KindSample.lines, threeSeriesFlags: [],
                labelled: "k,v\n@,1\nb,2\n", labelFlags: [],
                labelPlace: "category name", everyTextFlags: ["--page-size", "2"])
        case .bar:
            KindSample(
                rows: "k,v\nnorth,3\nsouth,5\neast,2\n", showcase: KindSample.bars, showcaseFlags: ["--values", "--grid"],
                probe: "cat,a,b,key\nc1,3,5,p\nc2,4,2,q\nc3,6,7,p\nc4,2,3,q\nc5,8,1,p\nc6,5,4,q\n", threeSeries: "q,a,b,c\nQ1,3,5,4\nQ2,4,2,6\n",
                threeSeriesFlags: [],
                labelled: "k,v\n@,1\nb,2\n", labelFlags: [], labelPlace: "category name")
        case .pie:
            KindSample(
                rows: "k,v\na,3\nb,5\n", showcase: KindSample.slices,
                showcaseFlags: ["--donut", "--center-title", "Week", "--center-text", "spend"],
                probe: "name,value,extra,grp,col\nn1,10,4,g1,red\nn2,20,5,g1,blue\nn3,1,6,g1,\nn4,1,7,g2,green\nn5,25,8,g2,\nn6,2,9,g2,\n",
                threeSeries: "label,value\nA,40\nB,35\nC,25\n", threeSeriesFlags: ["--no-slice-titles"],
                labelled: "k,v\n@,1\nb,2\n",
                labelFlags: [], labelPlace: "slice title", everyTextFlags: ["--legend"])
        case .discrete:
            KindSample(
                rows: "d,lo,hi\nMon,1,3\nTue,2,5\n", showcase: KindSample.ranges,
                showcaseFlags: ["--low", "low", "--high", "high", "--y", "value", "--connect"],
                probe: "x,lo,hi,v,key\ns1,1,3,2,p\ns2,2,5,4,q\ns3,1,4,3,p\ns4,3,6,5,q\ns5,2,3,2,p\ns6,1,2,1,q\n",
                threeSeries: "day,a,b,c\nMon,1,2,3\nTue,2,3,1\n", threeSeriesFlags: [],
                labelled: "k,v\n@,1\nb,2\n",
                labelFlags: [], labelPlace: "slot title", everyTextFlags: ["--page-size", "1"])
        // A histogram draws no category: its text reaches the picture as a series name.
        case .hist:
            KindSample(
                rows: "ms\n1\n2\n2\n3\n5\n8\n", showcase: KindSample.lines, showcaseFlags: ["--y", "a,b", "--mark", "p50", "--grid"],
                probe: KindSample.keyed, threeSeries: "day,a,b,c\nMon,1,2,3\nTue,2,3,1\n", threeSeriesFlags: [],
                labelled: "k,v\n@,1\nb,2\n", labelFlags: ["--series", "k"], labelPlace: "series name")
        // A scatter's x is numeric: its text is a series name too.
        case .scatter:
            KindSample(
                rows: "x,y\n1,2\n2,5\n3,4\n4,1\n", showcase: KindSample.lines,
                showcaseFlags: ["--grid", "--hline", "2", "--fit", "linear"], probe: KindSample.keyed, threeSeries: KindSample.lines,
                threeSeriesFlags: [],
                labelled: "k,@\n1,1\n2,2\n", labelFlags: [],
                labelPlace: "series name", everyTextFlags: ["--density"])
        case .area:
            KindSample(
                rows: "x,a,b\n1,2,1\n2,5,3\n3,4,2\n", showcase: KindSample.lines, showcaseFlags: ["--grid"], probe: KindSample.keyed,
                threeSeries: KindSample.lines, threeSeriesFlags: [], labelled: "k,@\n1,1\n2,2\n", labelFlags: [], labelPlace: "series name")
        case .box:
            KindSample(
                rows: "a,b,c,d\n1,2,3,4\n2,3,4,5\n3,5,2,6\n", showcase: KindSample.boxes,
                showcaseFlags: ["--x", "commit", "--series", "test", "--grid"],
                probe: "cat,a,b,key\nc1,3,5,p\nc2,4,2,q\nc3,6,7,p\nc4,2,3,q\nc5,8,1,p\nc6,5,4,q\n",
                threeSeries: "c,k,v\nx,a,1\nx,b,2\nx,c,3\ny,a,2\n",
                threeSeriesFlags: ["--x", "c", "--series", "k"], labelled: "k,v\n@,1\nb,2\n", labelFlags: ["--x", "k"], labelPlace: "category name")
        // A heatmap's text reaches the picture as category names on either axis.
        case .heatmap:
            KindSample(
                rows: "day,hour\nMon,9\nMon,10\nTue,9\nWed,17\n", showcase: KindSample.heatmap, showcaseFlags: ["--values"],
                probe: "t,ms,n,key\n1,3,5,p\n2,4,2,q\n3,6,7,p\n4,2,3,q\n5,8,1,p\n6,5,4,q\n", threeSeries: KindSample.heatmap, threeSeriesFlags: [],
                labelled: "k,w\n@,x\nb,y\n", labelFlags: [], labelPlace: "category name")
        }
    }
}
