import { cleanup, render, screen, within } from '@testing-library/react';
import type { Window as HappyDomWindow } from 'happy-dom';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhoneNav } from './phone-nav';

function openAt(path: string, logMood = true) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PhoneNav logMood={logMood} />
    </MemoryRouter>,
  );
}

const sections = () => screen.getByRole('navigation', { name: 'Sections' });

/** The test window's width, which happy-dom's media queries follow. */
const setWidth = (width: number) =>
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 844 });

// a phone's width: from md up the bar and the button are not drawn
beforeEach(() => setWidth(390));
afterEach(cleanup);

describe('the sections bar of a phone', () => {
  it('links to the five sections by their names, in order', () => {
    openAt('/dashboard');
    const links = within(sections()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Chat', '/chat'],
      ['Mood Tracker', '/mood-tracker'],
      ['Your Craft', '/creative-outlet'],
      ['Self-Help', '/self-help'],
    ]);
  });

  it('marks the section of the page, its own pages and any letter case included', () => {
    openAt('/Self-Help/article/a1');
    const current = within(sections()).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Self-Help');
    expect(current).toHaveClass('Mui-selected');
    expect(within(sections()).getAllByRole('link', { current: false })).toHaveLength(4);
  });

  it('is not drawn from the md breakpoint up, where the top bar has the sections', () => {
    setWidth(1280);
    openAt('/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log mood' })).toBeNull();
  });

  it('marks none on a page of no section', () => {
    openAt('/profile');
    expect(within(sections()).queryByRole('link', { current: 'page' })).toBeNull();
  });
});

describe('"Log mood" on a phone', () => {
  it('opens the mood form', () => {
    openAt('/self-help');
    expect(screen.getByRole('link', { name: 'Log mood' })).toHaveAttribute(
      'href',
      '/mood-tracker?log=1',
    );
  });

  it('is left out where the layout says so (the Mood Tracker)', () => {
    openAt('/mood-tracker', false);
    expect(screen.queryByRole('link', { name: 'Log mood' })).toBeNull();
    expect(sections()).toBeInTheDocument();
  });
});
