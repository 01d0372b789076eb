import { describe, expect, it } from 'vitest';
import { paragraph as para } from './model/testing';
import { wordsHtml } from './paragraph-row';

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
