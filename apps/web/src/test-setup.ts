// DOM matchers for component tests (toBeDisabled, toHaveValue…).
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s: on a loaded two-core machine a redraw can take over the
// default second
configure({ asyncUtilTimeout: 5_000 });
