import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

export type ProviderAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
};

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1, with one confidential client.
 * Its sign-in and consent screens answer at once for `signInAs` (the account the next person
 * "types in"), so a test drives the whole authorization-code flow with PKCE without a UI.
 */
export async function startProvider(options: {
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
}) {
  const accounts = new Map<string, ProviderAccount>();
  const state = { signInAs: '' };
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? 'moodcraft';
  const clientSecret = options.clientSecret ?? 'moodcraft-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => account } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['moodcraft-test-cookie-key'] },
  });
  // the sign-in and consent screens: the account chosen by the test, every scope granted
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      return provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: state.signInAs } },
        { mergeWithLastSubmission: false },
      );
    }
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: details.params.client_id as string,
    });
    grant.addOIDCScope('openid email profile');
    return provider.interactionFinished(
      ctx.req,
      ctx.res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    /** who signs in at the provider next */
    signInAs(account: ProviderAccount) {
      accounts.set(account.sub, account);
      state.signInAs = account.sub;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * Follows the provider's redirects, keeping its cookies, until it sends the browser back to
 * `redirectUri`; answers that address (with the code and state).
 */
export async function throughProvider(authorizeUrl: string, redirectUri: string) {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url} (${res.status})`);
    url = new URL(location, url).href;
  }
  throw new Error('The provider redirected too many times');
}
