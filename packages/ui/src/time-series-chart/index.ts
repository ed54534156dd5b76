export {
  TIME_SERIES_CHART_HEIGHT,
  TimeSeriesChart,
  type TimeSeriesChartProps,
} from './TimeSeriesChart';
export {
  alignSeries,
  compactNumber,
  timeFormatFor,
  type AlignedSeries,
  type TimePoint,
  type TimeSeries,
} from './series';
