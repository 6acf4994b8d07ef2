import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@moodcraft/core/accounts/accounts';
import { AuthProvider } from '../../../app/auth-context';
import { ProfileCard } from './profile-card';

const USER = {
  id: '7f1c2a52-3b4e-4f5a-9c6d-0e1f2a3b4c5d',
  _id: '7f1c2a52-3b4e-4f5a-9c6d-0e1f2a3b4c5d',
  username: 'Robin',
  email: 'robin@example.org',
  phone: '',
  bio: 'Taking it one day at a time.',
  profilePicture: null,
  twoFactorEnabled: false,
  isAdmin: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
} satisfies User;

type Answer = { status: number; body: unknown };

/** The card, signed in as USER, with the server's answers to a profile update given by `answer`. */
function setup(answer: (body: Record<string, unknown>) => Answer) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (init.method === 'PUT' && url === '/api/users/profile') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      const { status, body: reply } = answer(body);
      return new Response(JSON.stringify(reply), { status });
    }
    return new Response(JSON.stringify(USER), { status: 200 });
  });
  const notify = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // the person signed in, as the browser remembers them
  localStorage.setItem('user', JSON.stringify(USER));
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <ProfileCard user={USER} notify={notify} onLogout={() => {}} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return { sent, notify };
}

const saved = (body: Record<string, unknown>): Answer => ({
  status: 200,
  body: { ...USER, ...body, currentPassword: undefined },
});
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const passwordField = () => screen.queryByLabelText('Current Password');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the profile form', () => {
  it('asks for the current password only while the email differs from the saved one', () => {
    setup(saved);
    expect(passwordField()).toBeNull();
    type('Name', 'Robin Calm');
    type('Bio', 'Resting more.');
    expect(passwordField()).toBeNull();
    type('Email', 'robin.new@example.org');
    expect(passwordField()).toBeInTheDocument();
    expect(
      screen.getByText(
        'To change your email, please enter your current password. We will let your current address know.',
      ),
    ).toBeInTheDocument();
    // the same address in other letters is the same address
    type('Email', '  Robin@Example.org ');
    expect(passwordField()).toBeNull();
    type('Email', 'robin@example.org');
    expect(passwordField()).toBeNull();
  });

  it('sends the current password with a new email, and none with the same one', async () => {
    const { sent, notify } = setup(saved);
    type('Name', 'Robin Calm');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Profile updated successfully!', 'success'),
    );
    expect(sent[0]).toMatchObject({ username: 'Robin Calm', email: 'robin@example.org' });
    expect(sent[0]).not.toHaveProperty('currentPassword');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    type('Email', 'robin.new@example.org');
    type('Current Password', 'my-calm-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      email: 'robin.new@example.org',
      currentPassword: 'my-calm-password-1',
    });
  });

  it("shows the server's word on the password under the field, and keeps the form open", async () => {
    const message = 'Your current password is not right';
    const { notify } = setup(() => ({
      status: 400,
      body: { message, errors: [{ path: 'currentPassword', message }] },
    }));
    type('Email', 'robin.new@example.org');
    type('Current Password', 'not-quite-it-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(message, 'error'));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
