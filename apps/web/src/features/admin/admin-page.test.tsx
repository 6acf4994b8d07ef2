import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@moodcraft/core/accounts/accounts';
import type { AccountList, AdminAccount } from '@moodcraft/core/admin/admin';
import { AuthProvider } from '../../app/auth-context';
import AdminPage from './admin-page';

const person = (isAdmin: boolean): User => ({
  id: '7f1c2a52-3b4e-4f5a-9c6d-0e1f2a3b4c5d',
  _id: '7f1c2a52-3b4e-4f5a-9c6d-0e1f2a3b4c5d',
  username: 'Robin',
  email: 'robin@example.org',
  phone: '',
  bio: '',
  profilePicture: null,
  twoFactorEnabled: false,
  isAdmin,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const account = (overrides: Partial<AdminAccount>): AdminAccount => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  username: 'Robin',
  email: 'robin@example.org',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  entryCount: 3,
  isAdmin: true,
  disabledAt: null,
  isYou: true,
  ...overrides,
});

const SAM = account({
  id: 'b0000000-0000-4000-8000-000000000002',
  username: 'Sam',
  email: 'sam@example.org',
  lastActiveAt: null,
  entryCount: 1,
  isAdmin: false,
  isYou: false,
});
const LIST: AccountList = {
  items: [account({}), SAM],
  total: 2,
  page: 1,
  pageSize: 20,
};

type Sent = { method: string; url: string; body?: unknown };

/** The admin page for `user`, with the server answering as an instance with two accounts. */
function openAs(user: User) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (url === '/api/users/profile') return reply(user);
    if (url.startsWith('/api/admin/accounts?')) return reply(LIST);
    if (url.endsWith('/disable')) return reply({ ...SAM, disabledAt: '2026-11-26T10:00:00.000Z' });
    if (url === '/api/admin/invites' && method === 'POST')
      return reply(
        {
          id: 'c0000000-0000-4000-8000-000000000003',
          note: 'Grandma',
          createdAt: '2026-11-26T10:00:00.000Z',
          expiresAt: '2026-12-03T10:00:00.000Z',
          createdBy: 'robin@example.org',
          url: 'https://mood.example.org/register?invite=tok3n',
        },
        201,
      );
    if (url === '/api/admin/invites') return reply([]);
    if (url === '/api/registration')
      return reply({
        mode: 'invite',
        firstAccount: false,
        invite: null,
        open: false,
        message: 'x',
      });
    return reply({ message: 'Not found' }, 404);
  });
  localStorage.setItem('user', JSON.stringify(user));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter>
          <AdminPage />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { sent };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the admin page', () => {
  it('tells someone who is not an admin plainly, and asks the server nothing', async () => {
    const { sent } = openAs(person(false));
    expect(
      await screen.findByRole('heading', { name: 'This page is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(sent.filter((s) => s.url.startsWith('/api/admin'))).toEqual([]);
  });

  it('lists the accounts, and disables one only after the admin confirms', async () => {
    const { sent } = openAs(person(true));
    const sam = await screen.findByRole('listitem', { name: 'Sam' });
    expect(sam).toHaveTextContent('sam@example.org');
    expect(sam).toHaveTextContent('not active since joining · 1 entry');
    // the admin's own account has no way to disable or delete it
    const own = screen.getByRole('listitem', { name: /^Robin/ });
    expect(within(own).queryByRole('button')).toBeNull();

    fireEvent.click(within(sam).getByRole('button', { name: 'Disable Sam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Sam’s account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    fireEvent.click(within(sam).getByRole('button', { name: 'Disable Sam' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Sam’s account is disabled')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual([
      `/api/admin/accounts/${SAM.id}/disable`,
    ]);
  });

  it('creates an invite link, shows it once and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { sent } = openAs(person(true));
    fireEvent.click(await screen.findByRole('tab', { name: 'Invites' }));
    expect(await screen.findByText(/need an invite link \(REGISTRATION=invite\)/)).toBeVisible();
    expect(screen.getByText(/No open invites/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Who is it for? (optional)'), {
      target: { value: 'Grandma' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create invite link' }));
    expect(
      await screen.findByText('https://mood.example.org/register?invite=tok3n'),
    ).toBeInTheDocument();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      note: 'Grandma',
      expiresInDays: 7,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('https://mood.example.org/register?invite=tok3n'),
    );
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
