import { describe, expect, it } from 'vitest';
import { pushEndpointProblem, pushSubscriptionInput } from './push';

describe('push endpoints: which push services', () => {
  it('accepts the browsers’ push services over https and the listed loopback service', () => {
    const services = ['fcm.googleapis.com', 'push.services.mozilla.com', '127.0.0.1'];
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', services)).toBeNull();
    expect(
      pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x', services),
    ).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:9/push/x', services)).toBeNull();
    expect(pushEndpointProblem('http://fcm.googleapis.com/fcm/send/abc', services)).toMatch(
      /https/,
    );
    expect(pushEndpointProblem('https://evil.example.org/x', services)).toMatch(/not one/);
    expect(pushEndpointProblem('https://fcm.googleapis.com.evil.org/x', services)).toMatch(
      /not one/,
    );
    expect(pushEndpointProblem('https://u:p@fcm.googleapis.com/x', services)).toMatch(/valid/);
    expect(pushEndpointProblem('not a url', services)).toMatch(/valid/);
  });
});

describe('a subscription as the browser gives it', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
  it('takes 65-byte and 16-byte keys in base64url', () => {
    expect(pushSubscriptionInput.safeParse({ endpoint: 'https://x', keys }).success).toBe(true);
  });
  it('refuses keys of other lengths or alphabets', () => {
    for (const bad of [
      { ...keys, p256dh: 'B'.repeat(86) },
      { ...keys, auth: 'A'.repeat(24) },
      { ...keys, auth: 'A+/'.repeat(7) + 'A' },
    ])
      expect(pushSubscriptionInput.safeParse({ endpoint: 'https://x', keys: bad }).success).toBe(
        false,
      );
  });
});
