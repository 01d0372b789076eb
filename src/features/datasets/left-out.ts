// What an address asked of a dataset's list that the list cannot use, in words: loaded only when
// an address has such a part (use-address-fix.ts), not with every table screen.
import {
  DEFAULT_LIMIT,
  type FilterColumn,
  filterProblem,
  PAGE_SIZES,
  textOf,
  validateListSearch,
  wholeNumber,
} from './list-search';

/** A part of an address that a dataset's list could not use, and why, in words. */
export interface LeftOut {
  part: string;
  why: string;
}

const quoted = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/**
 * The parts of an address's search (as the router parsed it) that a dataset's list cannot use:
 * a page, size or sort it does not take, a filter it does not have or a value that filter cannot
 * send. A value only written another way (limit=10, a sort key twice) is not one of them.
 */
export function leftOut(
  columns: readonly FilterColumn[],
  name: string,
  raw: Record<string, unknown>,
): LeftOut[] {
  const ok = validateListSearch(raw);
  const out: LeftOut[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === '') continue;
    const add = (why: string) => out.push({ part: `${key}=${quoted(value)}`, why });
    if (Array.isArray(value)) {
      add('it is given more than once');
      continue;
    }
    const text = textOf(value);
    if (key === 'page') {
      if (text !== String(ok.page)) add('pages are numbered from 1');
    } else if (key === 'limit') {
      if (ok.limit === undefined && wholeNumber(value) !== DEFAULT_LIMIT)
        add(`rows per page are ${PAGE_SIZES.slice(0, -1).join(', ')} or ${PAGE_SIZES.at(-1)}`);
    } else if (key === 'sort') {
      const unknown = (ok.sort ?? '')
        .split(',')
        .map((part) => part.replace(/^-/, ''))
        .filter((id) => id !== '' && !columns.some((c) => c.key === id));
      if (ok.sort === undefined) add('a sort is one to four columns, such as sort=Title,-FiledDate');
      else if (unknown.length) add(`${name} has no column ${unknown.join(' or ')}`);
    } else if (key === 'record') {
      if (ok.record === undefined) add('it is not a record key');
    } else {
      const column = columns.find((c) => c.key === key);
      const problem =
        text === undefined
          ? 'it is not a value'
          : column?.filter && filterProblem(column.type, text, column.format);
      if (!column?.filter) add(`${name} has no filter ${key}`);
      else if (problem) add(problem.charAt(0).toLowerCase() + problem.slice(1));
    }
  }
  return out;
}
