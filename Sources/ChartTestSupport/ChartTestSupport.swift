package enum ChartTestSupport {}
