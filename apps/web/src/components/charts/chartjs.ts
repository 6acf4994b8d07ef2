// chart.js with the parts the app draws: a chunk of its own, loaded when a chart first appears.
import './chart-setup';

export { Doughnut, Line } from 'react-chartjs-2';
