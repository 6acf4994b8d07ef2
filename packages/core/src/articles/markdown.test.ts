import { describe, expect, it } from 'vitest';
import { readTime } from './articles';
import { inlineParts, parseArticleBody, wordCount } from './markdown';

describe('article markdown', () => {
  it('turns headings, paragraphs and both kinds of list into blocks', () => {
    const md = [
      'First line of a paragraph',
      'that wraps.',
      '',
      '## A heading',
      '### A subheading',
      '- one',
      '- two **bold**',
      '',
      '1. first',
      '2. second',
      'After the list.',
    ].join('\n');
    expect(parseArticleBody(md)).toEqual([
      { type: 'paragraph', text: 'First line of a paragraph that wraps.' },
      { type: 'heading', text: 'A heading' },
      { type: 'subheading', text: 'A subheading' },
      { type: 'list', ordered: false, items: ['one', 'two **bold**'] },
      { type: 'list', ordered: true, items: ['first', 'second'] },
      { type: 'paragraph', text: 'After the list.' },
    ]);
  });

  it('splits bold and italic runs', () => {
    expect(inlineParts('A **strong** and *soft* word')).toEqual([
      { text: 'A ' },
      { text: 'strong', bold: true },
      { text: ' and ' },
      { text: 'soft', italic: true },
      { text: ' word' },
    ]);
    expect(inlineParts('plain')).toEqual([{ text: 'plain' }]);
  });

  it('counts words and turns them into a read time', () => {
    expect(wordCount('## Hello there\n\n- one two — three')).toBe(5);
    expect(readTime(50)).toBe('1 min read');
    expect(readTime(1000)).toBe('5 min read');
  });
});
