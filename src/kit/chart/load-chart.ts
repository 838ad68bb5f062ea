/** The chart module (echarts, its own chunk) for a screen that loads it on its own terms; types from @/kit/chart. */
export const loadChart = () => import('./chart');
