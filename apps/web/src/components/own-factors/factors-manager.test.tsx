import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnFactor } from '@moodcraft/core/emotions/own-factors';
import { FactorsManager } from './factors-manager';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const factor = (id: number, name: string, more: Partial<OwnFactor> = {}): OwnFactor => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  colour: 'teal',
  positive: false,
  hidden: false,
  position: id,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...more,
});

type Call = { method: string; path: string; body: unknown };

/** A server with the person's factors: answers each call as the API would, and keeps them. */
function fakeServer(start: OwnFactor[]) {
  let list = [...start];
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (method === 'GET') return json(list);
    if (method === 'POST') {
      if (list.some((f) => f.name.toLowerCase() === body.name.trim().toLowerCase()))
        return json(
          {
            message: `You already have a factor called “${body.name}”: choose another name`,
            errors: [{ path: 'name', message: 'You already have a factor called “Piano”' }],
          },
          409,
        );
      const added = factor(list.length + 1, body.name.trim());
      list.push(added);
      return json(added, 201);
    }
    if (method === 'PUT') {
      list = body.ids.map((id: string) => list.find((f) => f.id === id)!);
      return json(list);
    }
    const id = path.split('/').pop();
    if (method === 'PATCH') {
      list = list.map((f) => (f.id === id ? { ...f, ...body } : f));
      return json(list.find((f) => f.id === id));
    }
    const gone = list.find((f) => f.id === id)!;
    if (gone.name === 'Choir') {
      list = list.map((f) => (f.id === id ? { ...f, hidden: true } : f));
      return json({
        message: 'Choir is in 2 entries, so it was hidden instead of deleted.',
        factor: gone,
      });
    }
    list = list.filter((f) => f.id !== id);
    return new Response(null, { status: 204 });
  });
  return calls;
}

function renderManager() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FactorsManager />
    </QueryClientProvider>,
  );
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Your factors' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('your factors', () => {
  it('adds a factor, and says plainly what is wrong with a name', async () => {
    const calls = fakeServer([factor(1, 'Piano')]);
    renderManager();
    await screen.findByText('Piano');
    const name = screen.getByLabelText('New factor');
    fireEvent.change(name, { target: { value: 'sleep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add factor' }));
    expect(
      screen.getByText(
        '“Sleep” is already one of the built-in factors: choose it from the list instead',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(name, { target: { value: 'piano' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add factor' }));
    expect(await screen.findByText(/You already have a factor called/)).toBeInTheDocument();
    fireEvent.change(name, { target: { value: ' Choir ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add factor' }));
    expect(await screen.findByText('Choir is added.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(name).toHaveValue('');
  });

  it('puts factors in order with buttons, the focus staying on the one that moved', async () => {
    const calls = fakeServer([factor(1, 'Piano'), factor(2, 'Choir'), factor(3, 'Commute')]);
    renderManager();
    await screen.findByText('Commute');
    expect(screen.getByRole('button', { name: 'Move Piano up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Commute down' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Commute up' }));
    await waitFor(() => expect(rows()[1]).toContain('Commute'));
    expect(screen.getByRole('button', { name: 'Move Commute up' })).toHaveFocus();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/factors/order',
      body: { ids: [factor(1, '').id, factor(3, '').id, factor(2, '').id] },
    });
    // at the top, its Move up can no longer be pressed: the focus goes to Move down
    fireEvent.click(screen.getByRole('button', { name: 'Move Commute up' }));
    await waitFor(() => expect(rows()[0]).toContain('Commute'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Commute down' })).toHaveFocus(),
    );
  });

  it('hides, shows, and deletes; one that entries name is hidden instead, and it says so', async () => {
    fakeServer([factor(1, 'Piano'), factor(2, 'Choir')]);
    renderManager();
    await screen.findByText('Choir');
    fireEvent.click(screen.getByRole('button', { name: 'Hide Piano' }));
    expect(
      await screen.findByText('Piano is hidden: entries keep it, and it is no longer offered.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toContain('Hidden'));
    fireEvent.click(screen.getByRole('button', { name: 'Show Piano' }));
    expect(await screen.findByText('Piano is offered again.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Choir' }));
    expect(
      await screen.findByText('Choir is in 2 entries, so it was hidden instead of deleted.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Piano' }));
    expect(await screen.findByText('Piano is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('renames and recolours a factor and marks it as a good thing', async () => {
    const calls = fakeServer([factor(1, 'Piano')]);
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Piano' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit factor' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Keys' } });
    fireEvent.click(dialog.getByRole('radio', { name: 'Purple' }));
    expect(dialog.getByText('Colour: Purple')).toBeInTheDocument();
    fireEvent.click(dialog.getByLabelText(/A good thing for me/));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keys is saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      name: 'Keys',
      colour: 'purple',
      positive: true,
    });
    await waitFor(() => expect(rows()[0]).toContain('Positive'));
  });
});
