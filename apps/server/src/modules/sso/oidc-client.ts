import * as oidc from 'openid-client';
import type { Config } from '../../config';

/** The identity provider's settings, discovered once (again after a failure). */
const discovered = new WeakMap<Config, Promise<oidc.Configuration>>();

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/i;

export function ssoConfigured(config: Config) {
  return Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID);
}

/**
 * The provider's configuration from its discovery document. Plain http is allowed only for a
 * provider on this machine (a test's, or one behind the same proxy); anywhere else it is https.
 */
export function providerOf(config: Config): Promise<oidc.Configuration> {
  let found = discovered.get(config);
  if (!found) {
    const issuer = new URL(config.OIDC_ISSUER!);
    const insecure = issuer.protocol === 'http:' && LOOPBACK.test(issuer.hostname);
    found = oidc.discovery(
      issuer,
      config.OIDC_CLIENT_ID!,
      config.OIDC_CLIENT_SECRET,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    found.catch(() => discovered.delete(config));
    discovered.set(config, found);
  }
  return found;
}

export const callbackUrl = (config: Config) => `${config.PUBLIC_URL}/api/auth/oidc/callback`;

/** What a sign-in needs to remember between leaving for the provider and coming back. */
export type Pending = { state: string; nonce: string; verifier: string; remember: boolean };

export async function authorizationUrl(config: Config, remember: boolean) {
  const provider = await providerOf(config);
  const pending: Pending = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    remember,
  };
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: callbackUrl(config),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url: url.href, pending };
}

export type Identity = {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

/** Exchanges the code for tokens (state, nonce and PKCE checked) and reads who signed in. */
export async function identityFrom(
  config: Config,
  callback: URL,
  pending: Pending,
): Promise<Identity> {
  const provider = await providerOf(config);
  const tokens = await oidc.authorizationCodeGrant(provider, callback, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims()!;
  // providers may keep the e-mail and name for the userinfo endpoint (the ID token then has
  // only `sub`): asked there, for the same subject
  const claims: Record<string, unknown> =
    idToken.email === undefined && provider.serverMetadata().userinfo_endpoint
      ? { ...idToken, ...(await oidc.fetchUserInfo(provider, tokens.access_token, idToken.sub)) }
      : idToken;
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : null;
  return {
    issuer: provider.serverMetadata().issuer,
    subject: idToken.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    name: text(claims.name) ?? text(claims.preferred_username),
  };
}
