import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex, createSuggester, lazyIndex, scoreName, suggest, tokenize, WEIGHTS } from './scoring';

describe('tokenize', () => {
  it('lowercases and splits on spaces and commas, dropping empty parts', () => {
    expect(tokenize('  Smith,  JOHN ,a.\tB ')).toEqual(['smith', 'john', 'a.', 'b']);
    expect(tokenize(' , ,')).toEqual([]);
  });
});

describe('buildIndex', () => {
  // Names from letters, digits, punctuation, commas and every kind of space /\s/ knows.
  const unit = fc.constantFrom(
    ..."abzAZ09.-'é,,  \t\n".split(''),
    '\u00a0',
    '\u2003',
    '\u3000',
    '\ufeff',
    'İ',
    'ß',
  );
  const anyName = fc.array(unit, { maxLength: 14 }).map((cs) => cs.join(''));
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');

  it('holds each name as tokenize reads it, with masks that tell which letters its words have', () => {
    fc.assert(
      fc.property(fc.array(anyName, { maxLength: 12 }), (names) => {
        const index = buildIndex(names.map((name) => ({ name })));
        index.items.forEach((item, i) => {
          const words = tokenize(item.name);
          expect(index.words[i]).toEqual(words);
          expect(index.joined[i]).toBe(words.join(' '));
          const bit = (l: string) => 1 << (l.charCodeAt(0) - 97);
          for (const l of letters) {
            expect(((index.masks[i] as number) & bit(l)) !== 0).toBe(words.some((w) => w.includes(l)));
            expect(((index.initials[i] as number) & bit(l)) !== 0).toBe(words.some((w) => w[0] === l));
            expect(((index.firsts[i] as number) & bit(l)) !== 0).toBe(words[0]?.[0] === l);
            expect(((index.singles[i] as number) & bit(l)) !== 0).toBe(words.includes(l));
          }
        });
      }),
    );
  });

  it('orders the candidates exactly as the collator does, equal names in their original order', () => {
    // The same names in other cases and spellings, so that equal, nearly equal and differently
    // ordered (code units against the collator: 'B' < 'a', 'é' > 'z', '-' < ',') names meet.
    const collator = new Intl.Collator('en');
    const spelled = fc.constantFrom(
      'ab',
      'Ab',
      'a-b',
      "a'b",
      'a.b',
      'a1',
      '1',
      'a,b',
      'a b',
      'ab.',
      'éa',
      'ea',
      'Ea',
      'z',
      'B',
      'ß',
      'ss',
    );
    fc.assert(
      fc.property(
        fc.array(spelled, { maxLength: 40 }),
        fc.array(anyName, { maxLength: 10 }),
        (common, other) => {
          const cs = [...common, ...other].map((name, i) => ({ name, i }));
          const expected = [...cs].sort((a, b) => collator.compare(a.name, b.name) || a.i - b.i);
          expect(buildIndex(cs).items).toEqual(expected);
        },
      ),
    );
  });
});

describe('scoreName: each weight alone', () => {
  // A second token that matches nothing ("zzz") keeps the +40 run out of the way.
  it('+30 for a token equal to a word of the name', () => {
    expect(scoreName('Mary John', 'zzz john')).toBe(WEIGHTS.exact);
  });
  it('+20 for the first token when it is a prefix of the name’s first word', () => {
    expect(scoreName('John Smith', 'jo zzz')).toBe(WEIGHTS.firstPrefix);
  });
  it('+10 for a token that is a prefix of another word (or not the first token)', () => {
    expect(scoreName('John Smith', 'smi zzz')).toBe(WEIGHTS.prefix);
    expect(scoreName('John Smith', 'zzz jo')).toBe(WEIGHTS.prefix);
  });
  it('+5 for a token contained inside a word', () => {
    expect(scoreName('John Smith', 'zzz mit')).toBe(WEIGHTS.contained);
  });
  it('+40 when the name contains the whole query as a contiguous run', () => {
    const inOrder = scoreName('Smith John', 'smith john');
    const reversed = scoreName('John Smith', 'smith john');
    expect(reversed).toBe(2 * WEIGHTS.exact);
    expect(inOrder - reversed).toBe(WEIGHTS.run);
  });
});

describe('scoreName: combinations and edge cases', () => {
  it('a token earns only its best rule', () => {
    expect(scoreName('John Smith', 'john zzz')).toBe(WEIGHTS.exact);
  });
  it('one token adds the run to its own rule', () => {
    expect(scoreName('John Smith', 'jo')).toBe(WEIGHTS.run + WEIGHTS.firstPrefix);
    expect(scoreName('John Smith', 'mit')).toBe(WEIGHTS.run + WEIGHTS.contained);
  });
  it('ignores case, commas and repeated separators on both sides', () => {
    expect(scoreName('Smith, John', 'SMITH,   john')).toBe(WEIGHTS.run + 2 * WEIGHTS.exact);
  });
  it('the run may start and end inside words', () => {
    expect(scoreName('John Smith', 'ohn smi')).toBe(WEIGHTS.run + WEIGHTS.contained + WEIGHTS.prefix);
  });
  it('an empty query, or only separators, scores nothing', () => {
    expect(scoreName('John Smith', '')).toBe(0);
    expect(scoreName('John Smith', ' , ')).toBe(0);
  });
  it('tokens that match nothing add nothing and take nothing away', () => {
    expect(scoreName('John Smith', 'xyz')).toBe(0);
    expect(scoreName('John Smith', 'john xyz')).toBe(WEIGHTS.exact);
  });
});

describe('suggest', () => {
  const people = [
    { name: 'Smith, John' },
    { name: 'John Smith' },
    { name: 'Johnny Appleseed' },
    { name: 'Mary Johnson' },
    { name: 'Ben Ajohnt' },
    { name: 'Zed Alpha' },
  ];
  const index = buildIndex(people);

  it('orders by score, then name, and leaves out what scores nothing', () => {
    expect(suggest(index, 'john').map((p) => p.name)).toEqual([
      'John Smith', // 40 + 30
      'Smith, John', // 40 + 30
      'Johnny Appleseed', // 40 + 20
      'Mary Johnson', // 40 + 10
      'Ben Ajohnt', // 40 + 5
    ]);
  });
  it('returns nothing for an empty query', () => {
    expect(suggest(index, '   ')).toEqual([]);
  });
});

// ---- properties -------------------------------------------------------------------------------

const word = fc.stringMatching(/^[a-cA-C]{1,3}$/);
const name = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', ', ', '  '))
  .map(([ws, sep]) => ws.join(sep));
const query = fc
  .tuple(fc.array(word, { minLength: 0, maxLength: 3 }), fc.constantFrom(' ', ',', ' , '))
  .map(([ws, sep]) => ws.join(sep));
const candidates = fc.array(fc.record({ name }), { maxLength: 40 });
const collator = new Intl.Collator('en');

describe('suggest: properties', () => {
  it('shows exactly the candidates with a positive score, each with its scoreName', () => {
    fc.assert(
      fc.property(candidates, query, (cs, q) => {
        const out = suggest(buildIndex(cs), q);
        for (const c of out) expect(scoreName(c.name, q)).toBeGreaterThan(0);
        expect(out.length).toBe(cs.filter((c) => scoreName(c.name, q) > 0).length);
      }),
    );
  });

  it('orders by score (high first), ties by name, equal names in their original order', () => {
    fc.assert(
      fc.property(candidates, query, (cs, q) => {
        const withIndex = cs.map((c, i) => ({ ...c, i }));
        const out = suggest(buildIndex(withIndex), q);
        for (let k = 1; k < out.length; k++) {
          const a = out[k - 1] as (typeof withIndex)[number];
          const b = out[k] as (typeof withIndex)[number];
          const sa = scoreName(a.name, q);
          const sb = scoreName(b.name, q);
          expect(sa).toBeGreaterThanOrEqual(sb);
          if (sa === sb) {
            const byName = collator.compare(a.name, b.name);
            expect(byName).toBeLessThanOrEqual(0);
            if (byName === 0) expect(a.i).toBeLessThan(b.i);
          }
        }
      }),
    );
  });

  it('is stable: the same answer every time, whatever order distinct names come in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { maxLength: 30, selector: (n) => n.toLowerCase() }),
        query,
        fc.nat(),
        (names, q, seed) => {
          const cs = names.map((n) => ({ name: n }));
          const shuffled = [...cs].sort(
            (a, b) => ((hash(a.name) ^ seed) >>> 0) - ((hash(b.name) ^ seed) >>> 0),
          );
          const index = buildIndex(cs);
          const first = suggest(index, q).map((c) => c.name);
          expect(suggest(index, q).map((c) => c.name)).toEqual(first);
          expect(suggest(buildIndex(shuffled), q).map((c) => c.name)).toEqual(first);
        },
      ),
    );
  });

  it('never scores a name at or below zero when the query has a token it contains', () => {
    fc.assert(
      fc.property(name, fc.nat(), (n, pick) => {
        const words = tokenize(n);
        const w = words[pick % words.length] as string;
        const part = w.slice(0, 1 + (pick % w.length));
        expect(scoreName(n, part)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('createSuggester', () => {
  // Sequences that type on, erase, add and remove tokens, and come back to earlier queries.
  const edits = fc.array(fc.oneof(fc.constantFrom('a', 'b', 'c', 'A', ' ', ','), fc.constant('⌫')), {
    maxLength: 14,
  });

  it('answers exactly as suggest over any sequence of keystrokes', () => {
    fc.assert(
      fc.property(candidates, edits, (cs, keys) => {
        const index = buildIndex(cs);
        const next = createSuggester(index, 3);
        let q = '';
        for (const k of keys) {
          q = k === '⌫' ? q.slice(0, -1) : q + k;
          expect(next(q)).toEqual(suggest(index, q));
        }
      }),
    );
  });

  it('answers a query it remembers with the very same list', () => {
    const next = createSuggester(buildIndex([{ name: 'Ann Lee' }, { name: 'Lee Ann' }]));
    const first = next('an');
    next('ann');
    expect(next('an')).toBe(first);
  });
});

describe('lazyIndex', () => {
  const people = [{ name: 'Ann Lee' }, { name: 'Lee Ann' }, { name: 'Bo Chen' }];

  it('builds nothing until asked, then once, whoever asks first', () => {
    let made = 0;
    const lazy = lazyIndex(() => {
      made++;
      return people;
    });
    expect(made).toBe(0);
    const first = lazy.get();
    // Built by a query: preparing builds nothing more.
    lazy.prepare();
    expect(lazy.get()).toBe(first);
    expect(made).toBe(1);

    const prepared = lazyIndex(() => {
      made++;
      return people;
    });
    prepared.prepare();
    expect(made).toBe(2);
    prepared.prepare();
    expect(prepared.get()).toBe(prepared.get());
    expect(made).toBe(2);
  });

  it('answers as an index built at once', () => {
    fc.assert(
      fc.property(candidates, fc.string({ maxLength: 6 }), (cs, q) => {
        const lazy = lazyIndex(() => cs);
        lazy.prepare();
        expect(suggest(lazy.get(), q)).toEqual(suggest(buildIndex(cs), q));
      }),
    );
  });
});

function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}
