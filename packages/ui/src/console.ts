// `@skinbox/ui/console`: the widgets of an operator console (desktop, wide screens). An entry of
// its own so that TanStack Table and uPlot reach only the apps that use these widgets, never the
// player site, which imports the kit's main entry.
export * from './data-table';
export * from './confirm-dialog';
export * from './form-layout';
export * from './time-series-chart';
