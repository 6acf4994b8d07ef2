import {
  ArcElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only the parts the app draws, so the chart chunk stays small; loaded with the routes that chart.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Filler,
  Tooltip,
  DoughnutController,
  ArcElement,
);

const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
if (reducedMotion) Chart.defaults.animation = false;
Chart.defaults.font.family = 'Roboto, "Helvetica Neue", Arial, sans-serif';

export { Chart };
