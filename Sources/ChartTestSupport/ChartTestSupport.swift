public enum ChartTestSupport {}
