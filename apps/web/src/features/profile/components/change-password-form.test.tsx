import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './change-password-form';

/** The server answers the change with this status and message. */
function serverAnswers(status: number, message: string) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ message }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChangePasswordForm />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'old-path-1' } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'new-path-123' } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), {
    target: { value: 'new-path-123' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('changing the password', () => {
  it('says once, beside the form, that it worked, and empties the fields', async () => {
    serverAnswers(200, 'Password changed successfully!');
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password changed successfully!');
    expect(screen.getAllByText('Password changed successfully!')).toHaveLength(1);
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('says once, beside the form, that it failed', async () => {
    serverAnswers(400, 'Current password is incorrect');
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to change password. Please check your current password.',
    );
    expect(
      screen.getAllByText('Failed to change password. Please check your current password.'),
    ).toHaveLength(1);
  });
});
