import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Craft } from '@moodcraft/core/crafts/crafts';
import { CraftCard } from './craft-card';

afterEach(cleanup);

function createCraft(overrides: Partial<Craft> = {}): Craft {
  const id = '00000000-0000-4000-8000-000000000001';
  return {
    id,
    _id: id,
    title: 'Angry letter',
    type: 'writing',
    content: 'Unsent, and better for it',
    preview: false,
    mimeType: null,
    tags: ['release'],
    likes: 0,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

function renderCard(craft = createCraft()) {
  const onTags = vi.fn<(tags: string[]) => void>();
  render(
    <CraftCard
      craft={craft}
      onView={vi.fn()}
      onDelete={vi.fn()}
      onLike={vi.fn()}
      onTags={onTags}
    />,
  );
  return { onTags, box: screen.getByRole('textbox', { name: 'Add a tag to Angry letter' }) };
}

describe('the tag box of a saved craft', () => {
  it('adds the tag typed before a comma, without the comma', () => {
    const { onTags, box } = renderCard();
    fireEvent.change(box, { target: { value: 'night,' } });
    expect(onTags).toHaveBeenCalledWith(['night']);
    expect(box).toHaveValue('');
  });

  it('adds each new tag of a pasted list once, skipping those the craft has', () => {
    const { onTags, box } = renderCard();
    fireEvent.paste(box, { clipboardData: { getData: () => 'calm, Release, river, calm' } });
    expect(onTags).toHaveBeenCalledTimes(1);
    expect(onTags).toHaveBeenCalledWith(['calm', 'river']);
  });

  it('says why a tag too long is not added', () => {
    const { onTags, box } = renderCard();
    fireEvent.change(box, { target: { value: `${'x'.repeat(41)}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag to Angry letter' }));
    expect(onTags).not.toHaveBeenCalled();
    expect(screen.getByText('A tag can be at most 40 characters')).toBeInTheDocument();
  });
});
