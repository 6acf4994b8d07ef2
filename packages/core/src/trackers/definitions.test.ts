import { describe, expect, it } from 'vitest';
import {
  formatValue,
  normalisedScale,
  roundToStep,
  scaleProblem,
  TRACKER_PRESETS,
  valueProblem,
} from './definitions';

const sleep = TRACKER_PRESETS.find((p) => p.key === 'sleep')!;
const medication = TRACKER_PRESETS.find((p) => p.key === 'medication')!;
const coffee = { kind: 'count' as const, name: 'Coffee', unit: 'cups', min: 0, max: 100, step: 1 };

describe('tracker values', () => {
  it('takes values on the scale and its steps', () => {
    expect(valueProblem(sleep, 7.5)).toBeNull();
    expect(valueProblem(sleep, 0)).toBeNull();
    expect(valueProblem(sleep, 24)).toBeNull();
    expect(valueProblem(sleep, 25)).toBe('Sleep must be between 0 and 24');
    expect(valueProblem(sleep, -1)).toBe('Sleep must be between 0 and 24');
    expect(valueProblem(sleep, 7.3)).toBe('Sleep goes in steps of 0.5 from 0');
    expect(valueProblem(sleep, Number.NaN)).toBe('value must be a number');
  });

  it('steps of a tenth are not thrown by floating point', () => {
    const weight = { ...sleep, name: 'Weight', min: 40.5, max: 200, step: 0.1 };
    expect(valueProblem(weight, 72.3)).toBeNull();
    expect(valueProblem(weight, 72.35)).toBe('Weight goes in steps of 0.1 from 40.5');
    expect(roundToStep(7.26, { min: 0, step: 0.5 })).toBe(7.5);
    expect(roundToStep(3.3, { min: 1, step: 1 })).toBe(3);
  });

  it('a yes-no tracker takes 1 or 0; a count whole numbers', () => {
    expect(valueProblem(medication, 1)).toBeNull();
    expect(valueProblem(medication, 0)).toBeNull();
    expect(valueProblem(medication, 2)).toBe('value must be 1 (yes) or 0 (no)');
    expect(valueProblem(coffee, 3)).toBeNull();
    expect(valueProblem(coffee, 1.5)).toBe('Coffee is a count: value must be a whole number');
    expect(valueProblem(coffee, 101)).toBe('Coffee must be between 0 and 100');
  });

  it('reads a value as words', () => {
    expect(formatValue(sleep, 7.5)).toBe('7.5 hours');
    expect(formatValue(medication, 1)).toBe('Yes');
    expect(formatValue(medication, 0)).toBe('No');
    expect(formatValue({ kind: 'numeric', unit: 'steps' }, 12000)).toBe('12,000 steps');
  });
});

describe('tracker scales', () => {
  it('fixes yes-no and count scales, and fills a numeric one', () => {
    expect(normalisedScale({ kind: 'yes-no', min: 3, max: 9, step: 2 })).toEqual({
      kind: 'yes-no',
      min: 0,
      max: 1,
      step: 1,
    });
    expect(normalisedScale({ kind: 'count', max: 20, step: 0.5 })).toEqual({
      kind: 'count',
      min: 0,
      max: 20,
      step: 1,
    });
    expect(normalisedScale({ kind: 'numeric' })).toEqual({
      kind: 'numeric',
      min: 0,
      max: 10,
      step: 1,
    });
  });

  it('refuses a range that is empty or a step that does not fit', () => {
    expect(scaleProblem({ kind: 'numeric', min: 5, max: 5, step: 1 })?.path).toBe('max');
    expect(scaleProblem({ kind: 'numeric', min: 0, max: 1, step: 2 })?.path).toBe('step');
    expect(scaleProblem({ kind: 'numeric', min: 0, max: 1_000_000, step: 0.001 })?.path).toBe(
      'step',
    );
    for (const preset of TRACKER_PRESETS) expect(scaleProblem(preset)).toBeNull();
  });
});
