import { describe, expect, it } from 'vitest';
import { paragraph as para } from './model/testing';
import { type RowProps, wordClasses, wordsHtml } from './paragraph-row';

describe('wordsHtml', () => {
  it('gives one span per word, keyed p:w, one space between, the words as text', () => {
    const p = document.createElement('p');
    p.innerHTML = wordsHtml(7, para('Good', 'morning,', 'members.'));
    const spans = [...p.querySelectorAll<HTMLElement>('[data-w]')];
    expect(spans.map((s) => s.dataset.w)).toEqual(['7:0', '7:1', '7:2']);
    expect(spans.map((s) => s.textContent)).toEqual(['Good', 'morning,', 'members.']);
    expect(p.textContent).toBe('Good morning, members.');
    expect(p.children).toHaveLength(3);
  });

  it('keeps markup characters as text', () => {
    const p = document.createElement('p');
    p.innerHTML = wordsHtml(0, para('<b>bold</b>', 'A&B', '"quoted"', "it's", '&amp;'));
    expect([...p.children].map((s) => s.textContent)).toEqual([
      '<b>bold</b>',
      'A&B',
      '"quoted"',
      "it's",
      '&amp;',
    ]);
    expect(p.querySelector('b')).toBeNull();
  });

  it('renders an empty paragraph as nothing', () => {
    expect(wordsHtml(0, [])).toBe('');
  });
});

describe('wordClasses', () => {
  const row = (selected: RowProps['selected']): RowProps => ({
    index: 0,
    paragraph: para('a', 'b', 'c'),
    start: 0,
    hits: undefined,
    currentHit: undefined,
    selected,
    measure: () => undefined,
    onRendered: () => undefined,
  });

  it('marks the selected words, to the end of the paragraph when the span goes on past it', () => {
    expect(wordClasses(row({ from: 1, to: 1 }))).toEqual([undefined, 'w-sel', undefined]);
    // A selection across paragraphs: open-ended here. This used to count to MAX_SAFE_INTEGER.
    expect(wordClasses(row({ from: 1, to: Number.MAX_SAFE_INTEGER }))).toEqual([undefined, 'w-sel', 'w-sel']);
  });
});
