import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asEntry, type QueuedMood, type Refusal } from '../../../lib/offline-moods/queue';
import { EntryCard } from './entry-card';

afterEach(cleanup);

function waiting(refused?: Refusal) {
  const record: QueuedMood = {
    id: 'c3d2e1f0-0000-4000-8000-000000000003',
    userId: 'a1f0c3d2-0000-4000-8000-000000000001',
    kind: 'create',
    body: {
      date: '2026-11-26T09:00:00.000Z',
      primaryEmotion: 'sadness',
      subEmotion: 'loneliness',
      score: 7,
      notes: 'Quiet evening',
    },
    updatedAt: '2026-11-26T09:00:00.000Z',
    queuedAt: '2026-11-26T09:00:00.000Z',
    ...(refused && { refused }),
  };
  return asEntry(record);
}

function renderCard(entry: ReturnType<typeof waiting>) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <MemoryRouter>
      <EntryCard entry={entry} onEdit={onEdit} onDelete={onDelete} />
    </MemoryRouter>,
  );
  return { card: screen.getByRole('article', { name: 'Loneliness' }), onEdit, onDelete };
}

describe('an entry kept on this device', () => {
  it('shows as written, marked “Waiting to sync”', () => {
    const { card } = renderCard(waiting());
    expect(within(card).getByText('Waiting to sync')).toBeVisible();
    expect(within(card).getByText('Quiet evening')).toBeVisible();
    expect(within(card).queryByText('Not sent')).toBeNull();
  });

  it('says why the server refused it, with Edit and Discard', () => {
    const entry = waiting({ status: 400, message: 'Choose at most 18 factors' });
    const { card, onEdit, onDelete } = renderCard(entry);
    expect(within(card).getByText('Not sent')).toBeVisible();
    expect(within(card).getByText(/Choose at most 18 factors/)).toBeVisible();
    expect(within(card).queryByText('Waiting to sync')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(entry);
    fireEvent.click(within(card).getByRole('button', { name: 'Discard' }));
    expect(onDelete).toHaveBeenCalledWith(entry);
  });

  it('asks to sign in again when the session had ended', () => {
    const { card } = renderCard(waiting({ status: 401, message: 'Not signed in' }));
    expect(within(card).getByRole('link', { name: 'Sign in to send it' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(card).queryByRole('button', { name: 'Discard' })).toBeNull();
  });
});
