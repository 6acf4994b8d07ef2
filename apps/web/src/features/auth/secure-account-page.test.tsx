import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import SecureAccountPage from './secure-account-page';

const TOKEN = 'a-token-from-the-notice-0123456789abcdef';

/** The page at its link, with the server answering `status` and `body` to the button. */
function setup(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, method: init.method, body: JSON.parse(String(init.body)) as unknown });
    return new Response(JSON.stringify(body), { status });
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter(
          [{ path: 'secure-account/:secureToken', element: <SecureAccountPage /> }],
          { initialEntries: [`/secure-account/${TOKEN}`] },
        )}
      />
    </QueryClientProvider>,
  );
  return { sent };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the 'this wasn't me' page", () => {
  it('changes nothing when opened, and secures the account with the button', async () => {
    const message = 'Your account is safe now.';
    const { sent } = setup(200, { message });
    expect(screen.getByRole('heading', { name: 'Secure Your Account' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Secure My Account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(sent).toEqual([
      { url: '/api/users/secure-account', method: 'POST', body: { token: TOKEN } },
    ]);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('says so calmly when the link no longer works, and offers a way on', async () => {
    setup(400, { message: 'Invalid or expired token' });
    fireEvent.click(screen.getByRole('button', { name: 'Secure My Account' }));
    expect(
      await screen.findByText(/This link is invalid, has expired or was already used/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset My Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
