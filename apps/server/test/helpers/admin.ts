import type { TestUser } from './factories';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call as `user` (or as nobody), with a JSON body when one is given. */
export const callAs = (
  t: TestApp,
  user: TestUser | null,
  method: Method,
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? user.auth : {},
    ...(payload === undefined ? {} : { payload }),
  });

/** Every admin call, with a plausible id, body and query where it takes one. */
export const ADMIN_CALLS = (id: string): [Method, string, object?][] => [
  ['GET', '/api/admin/accounts'],
  ['POST', `/api/admin/accounts/${id}/disable`],
  ['POST', `/api/admin/accounts/${id}/enable`],
  ['DELETE', `/api/admin/accounts/${id}`],
  ['GET', '/api/admin/invites'],
  ['POST', '/api/admin/invites', { expiresInDays: 3 }],
  ['DELETE', `/api/admin/invites/${id}`],
  ['GET', '/api/admin/audit'],
];

/** Creates an invite as `admin`; answers it with its link's token. */
export async function createInvite(
  t: TestApp,
  admin: TestUser,
  body: { expiresInDays?: number; note?: string } = {},
) {
  const res = await callAs(t, admin, 'POST', '/api/admin/invites', body);
  if (res.statusCode !== 201) throw new Error(`createInvite failed: ${res.statusCode} ${res.body}`);
  const invite = res.json() as { id: string; url: string; note: string; expiresAt: string };
  return { ...invite, token: new URL(invite.url).searchParams.get('invite')! };
}

/** The newest audit entries. */
export async function auditOf(t: TestApp, admin: TestUser, query = '') {
  const res = await callAs(t, admin, 'GET', `/api/admin/audit${query}`);
  if (res.statusCode !== 200) throw new Error(`audit failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    items: {
      action: string;
      actorId: string | null;
      actorEmail: string;
      targetId: string;
      targetEmail: string | null;
      note: string;
      createdAt: string;
    }[];
    total: number;
    page: number;
    pageSize: number;
  };
}
