import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings, SettingsUpdate } from '@moodcraft/core/accounts/accounts';
import { DASHBOARD_QUERY_KEY } from '../../../app/query-keys';
import { profileKeys, useUpdateSetting } from '../api/profile-api';
import { ReminderSettings } from './reminder-settings';

const SETTINGS = {
  emailNotifications: true,
  moodReminders: true,
  weeklyReports: false,
  darkMode: false,
  dataSharing: false,
  twoFactorAuth: false,
  reminderTime: '20:00',
  timeZone: 'Europe/London',
  crisisRegion: 'GB',
  crisisRegionChosen: false,
  weeklyReportDay: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
} satisfies Settings;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reminder settings', () => {
  it('saves a new reminder time when the field is left, and only a complete, changed time', () => {
    const onChange = vi.fn<(change: SettingsUpdate, label: string) => void>();
    render(<ReminderSettings settings={SETTINGS} onChange={onChange} />);
    const time = screen.getByLabelText('Reminder Time');
    fireEvent.change(time, { target: { value: '07:30' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(time);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ reminderTime: '07:30' }, 'Reminder Time');
    onChange.mockClear();
    fireEvent.change(time, { target: { value: '20:00' } });
    fireEvent.blur(time);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('changes the time zone and the weekly report day at once, the day as a number', () => {
    const onChange = vi.fn<(change: SettingsUpdate, label: string) => void>();
    render(<ReminderSettings settings={SETTINGS} onChange={onChange} />);
    expect(screen.getByLabelText('Time Zone')).toHaveValue('Europe/London');
    fireEvent.change(screen.getByLabelText('Time Zone'), { target: { value: 'Australia/Sydney' } });
    expect(onChange).toHaveBeenLastCalledWith({ timeZone: 'Australia/Sydney' }, 'Time Zone');
    expect(screen.getByLabelText('Weekly Report Day')).toHaveDisplayValue('Monday');
    fireEvent.change(screen.getByLabelText('Weekly Report Day'), { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith({ weeklyReportDay: 5 }, 'Weekly Report Day');
  });

  it('keeps a saved time zone the browser does not list', () => {
    render(
      <ReminderSettings
        settings={{ ...SETTINGS, timeZone: 'Mars/Olympus_Mons' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('Time Zone')).toHaveValue('Mars/Olympus_Mons');
    expect(screen.getByRole('option', { name: 'Mars/Olympus Mons' })).toBeInTheDocument();
  });
});

describe('changing a setting', () => {
  function setup(answer: () => Response) {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return answer();
    });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(profileKeys.settings, SETTINGS);
    client.setQueryData(DASHBOARD_QUERY_KEY, { reminderDue: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateSetting(), { wrapper });
    return { client, sent, result };
  }

  it('shows the change at once, keeps the server’s answer, and refreshes the dashboard when its figures depend on it', async () => {
    const saved = { ...SETTINGS, reminderTime: '07:30', updatedAt: '2026-11-21T08:00:00.000Z' };
    const { client, sent, result } = setup(
      () => new Response(JSON.stringify(saved), { status: 200 }),
    );
    act(() => result.current.mutate({ reminderTime: '07:30' }));
    await waitFor(() =>
      expect(client.getQueryData<Settings>(profileKeys.settings)?.reminderTime).toBe('07:30'),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual([{ reminderTime: '07:30' }]);
    expect(client.getQueryData(profileKeys.settings)).toEqual(saved);
    expect(client.getQueryState(DASHBOARD_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('puts the setting back when the server refuses it, and leaves the dashboard alone for a setting it does not show', async () => {
    const { client, result } = setup(() => new Response('{"message":"Failed"}', { status: 500 }));
    act(() => result.current.mutate({ weeklyReports: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData<Settings>(profileKeys.settings)?.weeklyReports).toBe(false);
    expect(client.getQueryState(DASHBOARD_QUERY_KEY)?.isInvalidated).toBe(false);
  });
});
