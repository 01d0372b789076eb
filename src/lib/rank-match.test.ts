import { describe, expect, it } from 'vitest';
import { matchText, prepareQuery, rankMatches, wordsOf } from './rank-match';

const match = (name: string, query: string) => matchText(name, prepareQuery(query));
const tier = (name: string, query: string) => match(name, query)?.tier ?? null;
const NAMES = ['MemberBios', 'Member session', 'Members mapping', 'Members', 'MemberCounties', 'Lobbyists'];
const rank = (query: string, names: readonly string[] = NAMES) => rankMatches(names, query, (n) => [n]);

describe('wordsOf', () => {
  it('splits camelCase, acronyms, spaces and punctuation', () => {
    expect(wordsOf('AIBillFiles')).toEqual(['ai', 'bill', 'files']);
    expect(wordsOf('PDF ProcessingAudit')).toEqual(['pdf', 'processing', 'audit']);
    expect(wordsOf('Member session')).toEqual(['member', 'session']);
    expect(wordsOf('/admin/loggyists')).toEqual(['admin', 'loggyists']);
  });
});

describe('matchText', () => {
  it('tells the tiers apart: exact, prefix, word prefix, substring, fuzzy', () => {
    expect(tier('Members', 'MEMBERS')).toBe('exact');
    expect(tier('MasterBills', 'master bills')).toBe('exact');
    expect(tier('Members', 'memb')).toBe('prefix');
    expect(tier('Bill Versions Status User', 'bill_vers')).toBe('prefix');
    expect(tier('MasterBills', 'bills')).toBe('word');
    expect(tier('Projected Vote Details', 'proj det')).toBe('word');
    expect(tier('MasterBills', 'sterbi')).toBe('substring');
    expect(tier('Lobbyists', 'lobyist')).toBe('fuzzy');
  });

  it('forgives one typo of each kind, two in a long query', () => {
    expect(tier('Members', 'membrs')).toBe('fuzzy'); // missing
    expect(tier('Members', 'membeers')).toBe('fuzzy'); // extra
    expect(tier('Members', 'mombers')).toBe('fuzzy'); // wrong
    expect(tier('Members', 'memebrs')).toBe('fuzzy'); // swapped
    expect(tier('Transcripts', 'trnascrpts')).toBe('fuzzy'); // two, in ten letters
    expect(tier('Members', 'mmobers')).toBeNull(); // two, in seven letters
  });

  it('reads fuzzy letters only from a word start, with few gaps', () => {
    expect(tier('Lobbyists', 'obyist')).toBeNull(); // not from a word start
    expect(tier('Statutory References', 'srfs')).toBeNull(); // across words, too scattered
    expect(tier('Members', 'mbs')).toBeNull(); // subsequence with too many gaps for three letters
    expect(tier('Members', 'mbrs')).toBe('fuzzy');
  });

  it('does not match short queries fuzzily, nor empty ones at all', () => {
    expect(tier('Members', 'mx')).toBeNull();
    expect(tier('Members', 'mex')).toBeNull(); // three letters: no typo allowed
    expect(match('Members', '   ')).toBeNull();
  });

  it('costs more for a later substring and for more typos', () => {
    expect(match('MasterBills', 'ster')?.cost).toBeLessThan(match('MasterBills', 'ills')?.cost ?? 0);
    expect(match('Transcripts', 'tranxcripts')?.cost).toBeLessThan(
      match('Transcripts', 'tranxcrapts')?.cost ?? 0,
    );
  });
});

describe('rankMatches', () => {
  it('returns the items themselves for an empty query', () => {
    expect(rank(' ')).toBe(NAMES);
  });

  it('puts the exact name first, then prefixes by length', () => {
    // Spaces are ignored, so 'Member session' starts with 'members' too; MemberBios is one typo off.
    expect(rank('members')).toEqual([
      'Members',
      'Member session',
      'Members mapping',
      'MemberBios',
      'MemberCounties',
    ]);
    expect(rank('memb')).toEqual([
      'Members',
      'MemberBios',
      'Member session',
      'MemberCounties',
      'Members mapping',
    ]);
  });

  it('ranks a word prefix over a substring over a fuzzy match', () => {
    expect(rank('bills', ['AIBills', 'MasterBills', 'Billsy', 'Bxlls'])).toEqual([
      'Billsy',
      'AIBills',
      'MasterBills',
      'Bxlls',
    ]);
    expect(rank('aster', ['Asters', 'MasterBills', 'A Stern'])).toEqual(['Asters', 'A Stern', 'MasterBills']);
    expect(rank('lobyist', ['Lobbyists', 'Lobby Engagements', 'lobyist x'])).toEqual([
      'lobyist x',
      'Lobbyists',
    ]);
  });

  it('keeps the given order for equal matches', () => {
    expect(rank('bill', ['BillTexts', 'BillNotes', 'BillVotes'])).toEqual([
      'BillTexts',
      'BillNotes',
      'BillVotes',
    ]);
  });

  it('counts further texts (an address) only after every name match', () => {
    const items = [
      { name: 'Lobbyists', at: '/admin/loggyists' },
      { name: 'Loggers', at: '/admin/x' },
    ];
    const r = rankMatches(items, 'logg', (i) => [i.name, i.at]).map((i) => i.name);
    expect(r).toEqual(['Loggers', 'Lobbyists']);
  });

  it('leaves out what does not match', () => {
    expect(rank('qqq')).toEqual([]);
  });
});
