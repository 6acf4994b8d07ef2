import { describe, expect, it } from 'vitest';
import { trackerRequest, trackerValuesQuery, trackerDayParams } from './trackers';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('tracker requests', () => {
  it('takes a numeric tracker and trims its name and unit', () => {
    const parsed = trackerRequest.parse({
      kind: 'numeric',
      name: '  Sleep ',
      unit: ' hours ',
      min: 0,
      max: 24,
      step: 0.5,
    });
    expect(parsed).toMatchObject({ name: 'Sleep', unit: 'hours', min: 0, max: 24, step: 0.5 });
  });

  it('names what is wrong', () => {
    expect(messages(trackerRequest.safeParse({ kind: 'mood', name: 'x' }))).toEqual([
      'kind must be numeric, yes-no or count',
    ]);
    expect(messages(trackerRequest.safeParse({ kind: 'numeric', name: ' ' }))).toEqual([
      'Name is required',
    ]);
    expect(
      messages(trackerRequest.safeParse({ kind: 'numeric', name: 'Pain', min: 10, max: 0 })),
    ).toEqual(['The highest value must be above the lowest']);
    expect(messages(trackerRequest.safeParse({ kind: 'numeric', name: 'Pain', step: 0 }))).toEqual([
      'step must be above 0',
    ]);
    expect(messages(trackerRequest.safeParse({ kind: 'numeric', name: 'x'.repeat(61) }))).toEqual([
      'Name must be at most 60 characters',
    ]);
  });

  it('takes real days only, and a period that starts before it ends', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(trackerDayParams.safeParse({ id, day: '2026-02-28' }).success).toBe(true);
    expect(messages(trackerDayParams.safeParse({ id, day: '2026-02-30' }))).toEqual([
      'Use a real day like 2026-11-01',
    ]);
    expect(messages(trackerDayParams.safeParse({ id, day: 'yesterday' }))).toEqual([
      'Use a real day like 2026-11-01',
    ]);
    expect(
      messages(trackerValuesQuery.safeParse({ from: '2026-03-01', to: '2026-02-01' })),
    ).toEqual(['The period must start before it ends']);
  });
});
