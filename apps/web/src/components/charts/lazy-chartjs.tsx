import { lazy } from 'react';

/**
 * The charts load with their own chunk once a chart is on screen, so a page shows its text first.
 * Each chart sits in a box of fixed size, so nothing moves when the drawing arrives.
 */
const load = () => import('./chartjs');

export const Line = lazy(() => load().then((m) => ({ default: m.Line })));
export const Doughnut = lazy(() => load().then((m) => ({ default: m.Doughnut })));
