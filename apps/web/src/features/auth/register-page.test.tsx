import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationStatus } from '@moodcraft/core/admin/admin';
import { REGISTRATION_MESSAGES } from '@moodcraft/core/admin/registration';
import { AuthProvider } from '../../app/auth-context';
import RegisterPage from './register-page';

type Sent = { url: string; body?: Record<string, unknown> };

/** The register page at `path`, the server telling it `status` about sign-ups. */
function openAt(path: string, status: RegistrationStatus) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/registration')) return new Response(JSON.stringify(status));
    return new Response(JSON.stringify({ message: 'Not here' }), { status: 500 });
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/register" element={<RegisterPage />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { sent };
}

const base = { firstAccount: false, invite: null, open: true, message: null } as const;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the register page and who may sign up', () => {
  it('says plainly when sign-ups are closed, and shows no form', async () => {
    openAt('/register', {
      ...base,
      mode: 'closed',
      open: false,
      message: REGISTRATION_MESSAGES.closed,
    });
    expect(await screen.findByText(REGISTRATION_MESSAGES.closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says why an invite link no longer works', async () => {
    const { sent } = openAt('/register?invite=used-token', {
      ...base,
      mode: 'invite',
      invite: 'used',
      open: false,
      message: REGISTRATION_MESSAGES.invite.used,
    });
    expect(await screen.findByText(REGISTRATION_MESSAGES.invite.used)).toBeInTheDocument();
    expect(sent[0]!.url).toBe('/api/registration?invite=used-token');
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  });

  it('welcomes an invited person and signs them up with the invite', async () => {
    const { sent } = openAt('/register?invite=good-token', {
      ...base,
      mode: 'invite',
      invite: 'valid',
    });
    expect(await screen.findByText(REGISTRATION_MESSAGES.invited)).toBeInTheDocument();
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Username', 'Sam');
    type('Email', 'sam@example.org');
    type('Password', 'quiet-harbour-42');
    type('Confirm Password', 'quiet-harbour-42');
    fireEvent.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy.'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(sent.some((s) => s.url === '/api/users')).toBe(true));
    expect(sent.find((s) => s.url === '/api/users')!.body).toMatchObject({
      username: 'Sam',
      email: 'sam@example.org',
      invite: 'good-token',
    });
  });

  it('tells the first person of a new instance that their account will be its admin', async () => {
    openAt('/register', { ...base, mode: 'open', firstAccount: true });
    expect(await screen.findByText(REGISTRATION_MESSAGES.firstAccount)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });
});
