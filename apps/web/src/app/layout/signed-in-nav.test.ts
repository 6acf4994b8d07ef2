import { describe, expect, it } from 'vitest';
import { accountLinks } from './signed-in-nav';

describe('the account links', () => {
  it('offer the admin page to admins only', () => {
    expect(accountLinks({ isAdmin: true }).map((l) => l.to)).toEqual([
      '/safety-plan',
      '/check-ins',
      '/trackers',
      '/profile',
      '/admin',
    ]);
    expect(accountLinks({ isAdmin: false }).map((l) => l.to)).toEqual([
      '/safety-plan',
      '/check-ins',
      '/trackers',
      '/profile',
    ]);
    expect(accountLinks(null).map((l) => l.to)).toEqual([
      '/safety-plan',
      '/check-ins',
      '/trackers',
      '/profile',
    ]);
  });
});
