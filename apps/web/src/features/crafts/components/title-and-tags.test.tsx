import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TitleAndTags } from './title-and-tags';

afterEach(cleanup);

function Form({ initialTags = [] }: { initialTags?: string[] }) {
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState(initialTags);
  return <TitleAndTags title={title} onTitle={setTitle} tags={tags} onTags={setTags} />;
}

const box = () => screen.getByRole('textbox', { name: 'Tags (optional)' });
/** The tag chips shown (each a button that can be deleted). */
const tags = () => screen.queryAllByRole('button').map((chip) => chip.textContent);
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const paste = (text: string) => fireEvent.paste(box(), { clipboardData: { getData: () => text } });

describe('the tags of a new craft', () => {
  it('adds a tag when a comma is typed, and when Enter is pressed', () => {
    render(<Form />);
    type('calm,');
    expect(tags()).toEqual(['calm']);
    expect(box()).toHaveValue('');
    type('river');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(tags()).toEqual(['calm', 'river']);
    expect(box()).toHaveValue('');
  });

  it('adds every tag of a pasted list, and the one pasted with a comma', () => {
    render(<Form />);
    paste('calm, river, night');
    expect(tags()).toEqual(['calm', 'river', 'night']);
    expect(box()).toHaveValue('');
    paste('tag,');
    expect(tags()).toEqual(['calm', 'river', 'night', 'tag']);
  });

  it('ignores blank and repeated tags', () => {
    render(<Form initialTags={['calm']} />);
    type(' ,');
    type('Calm,');
    paste('river, , river');
    expect(tags()).toEqual(['calm', 'river']);
    expect(box()).toHaveValue('');
    expect(box()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says why a tag longer than 40 characters is not added, and keeps it to shorten', () => {
    render(<Form />);
    const long = 'a-very-long-tag-that-goes-on-and-on-for-ever';
    type(`${long},`);
    expect(tags()).toEqual([]);
    expect(screen.getByText('A tag can be at most 40 characters')).toBeInTheDocument();
    expect(box()).toHaveValue(long);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    type('a-shorter-tag');
    expect(screen.queryByText('A tag can be at most 40 characters')).toBeNull();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(tags()).toEqual(['a-shorter-tag']);
  });

  it('says so when a craft already has 30 tags', () => {
    render(<Form initialTags={Array.from({ length: 29 }, (_, i) => `tag ${i + 1}`)} />);
    paste('one more, one too many');
    expect(tags()).toHaveLength(30);
    expect(tags()).toContain('one more');
    expect(tags()).not.toContain('one too many');
    expect(screen.getByText('A craft can have at most 30 tags')).toBeInTheDocument();
  });
});
