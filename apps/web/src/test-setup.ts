// DOM matchers for component tests (toBeDisabled, toHaveValue…).
import '@testing-library/jest-dom/vitest';
