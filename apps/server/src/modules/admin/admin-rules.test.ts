import { describe, expect, it } from 'vitest';
import { inviteExpiry, isAdmin, refusal, SELF_MESSAGES } from './admin-rules';

describe('isAdmin', () => {
  const config = { ADMIN_EMAILS: ['ana@example.org'] };

  it('is the stored admin, or a listed address whatever its capitals', () => {
    expect(isAdmin(config, { role: 'admin', email: 'first@example.org' })).toBe(true);
    expect(isAdmin(config, { role: 'member', email: 'ana@example.org' })).toBe(true);
    expect(isAdmin(config, { role: 'member', email: 'Ana@Example.org' })).toBe(true);
  });

  it('is nobody else, and no address once it is off the list', () => {
    expect(isAdmin(config, { role: 'member', email: 'ben@example.org' })).toBe(false);
    expect(isAdmin({ ADMIN_EMAILS: [] }, { role: 'member', email: 'ana@example.org' })).toBe(false);
    // a part of a listed address is not the address
    expect(isAdmin(config, { role: 'member', email: 'na@example.org' })).toBe(false);
  });
});

describe('refusal', () => {
  it('keeps an admin from disabling or deleting their own account', () => {
    expect(refusal('disable', 'me', 'me')).toBe(SELF_MESSAGES.disable);
    expect(refusal('delete', 'me', 'me')).toBe(SELF_MESSAGES.delete);
  });

  it('lets an admin act on any other account, and enable their own (a no-op)', () => {
    for (const action of ['disable', 'enable', 'delete'] as const)
      expect(refusal(action, 'me', 'them')).toBeNull();
    expect(refusal('enable', 'me', 'me')).toBeNull();
  });
});

describe('inviteExpiry', () => {
  it('is whole days after creation', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(inviteExpiry(now, 7).toISOString()).toBe('2026-05-08T10:00:00.000Z');
  });
});
