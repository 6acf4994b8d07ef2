import { describe, expect, it } from 'vitest';
import { inviteCreateRequest } from './admin';
import {
  admission,
  inviteState,
  REGISTRATION_MESSAGES,
  REGISTRATION_MODES,
  type InviteState,
} from './registration';

const NOW = new Date('2026-05-01T10:00:00Z');
const later = new Date('2026-05-02T10:00:00Z');
const earlier = new Date('2026-04-30T10:00:00Z');

describe('inviteState', () => {
  it('is unknown without an invite, valid until it expires, and used or revoked once so', () => {
    expect(inviteState(undefined, NOW)).toBe('unknown');
    expect(inviteState({ expiresAt: later, usedAt: null, revokedAt: null }, NOW)).toBe('valid');
    expect(inviteState({ expiresAt: NOW, usedAt: null, revokedAt: null }, NOW)).toBe('expired');
    expect(inviteState({ expiresAt: earlier, usedAt: null, revokedAt: null }, NOW)).toBe('expired');
    expect(inviteState({ expiresAt: later, usedAt: earlier, revokedAt: null }, NOW)).toBe('used');
    expect(inviteState({ expiresAt: later, usedAt: null, revokedAt: earlier }, NOW)).toBe(
      'revoked',
    );
  });

  it('calls an invite used even when it has expired since', () => {
    expect(inviteState({ expiresAt: earlier, usedAt: earlier, revokedAt: null }, NOW)).toBe('used');
  });
});

describe('admission', () => {
  const states: (InviteState | undefined)[] = [
    undefined,
    'valid',
    'expired',
    'used',
    'revoked',
    'unknown',
  ];

  it('always lets the first account of an empty instance in, whatever the mode or invite', () => {
    for (const mode of REGISTRATION_MODES)
      for (const invite of states)
        expect(admission({ mode, firstAccount: true, invite })).toEqual({
          allowed: true,
          firstAccount: true,
          useInvite: false,
        });
  });

  it('with open, lets anyone in and uses up a valid invite so its link works once', () => {
    for (const invite of states) {
      const result = admission({ mode: 'open', firstAccount: false, invite });
      expect(result).toEqual({ allowed: true, firstAccount: false, useInvite: invite === 'valid' });
    }
  });

  it('with invite, needs a valid invite and says what is wrong with any other', () => {
    expect(admission({ mode: 'invite', firstAccount: false, invite: 'valid' })).toEqual({
      allowed: true,
      firstAccount: false,
      useInvite: true,
    });
    expect(admission({ mode: 'invite', firstAccount: false, invite: undefined })).toEqual({
      allowed: false,
      message: REGISTRATION_MESSAGES.inviteOnly,
    });
    for (const invite of ['expired', 'used', 'revoked', 'unknown'] as const)
      expect(admission({ mode: 'invite', firstAccount: false, invite })).toEqual({
        allowed: false,
        message: REGISTRATION_MESSAGES.invite[invite],
      });
  });

  it('with closed, lets nobody in, not even with a valid invite', () => {
    for (const invite of states)
      expect(admission({ mode: 'closed', firstAccount: false, invite })).toEqual({
        allowed: false,
        message: REGISTRATION_MESSAGES.closed,
      });
  });
});

describe('inviteCreateRequest', () => {
  it('lasts a week unless told, between one and thirty days', () => {
    expect(inviteCreateRequest.parse({})).toEqual({ expiresInDays: 7, note: '' });
    expect(inviteCreateRequest.parse({ expiresInDays: 30, note: '  For Sam ' })).toEqual({
      expiresInDays: 30,
      note: 'For Sam',
    });
    for (const expiresInDays of [0, 31, 1.5])
      expect(inviteCreateRequest.safeParse({ expiresInDays }).success).toBe(false);
    expect(inviteCreateRequest.safeParse({ note: 'a\u0007b' }).success).toBe(false);
  });
});
