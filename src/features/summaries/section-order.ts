// Section summaries are shown in S (section) then P (paragraph) order, both parsed from the item
// id (SPEC §2): S2P9 before S2P10, S10P1 after S9P4. A whole section's id (S3, no P number) comes
// before its paragraphs. Ids that have no S number are kept, after the well-formed ones and in the
// order the server gave them, so nothing disappears.

export interface SectionKey {
  /** The section number's digits, without leading zeros ('' for zero). */
  readonly section: string;
  /** The paragraph number's digits ('' for zero, or for a whole section: no P number). */
  readonly paragraph: string;
}

const SHAPE = /^S(\d+)(?:P(\d+))?$/i;

const significant = (digits: string): string => digits.replace(/^0+/, '');

/** The S and P numbers of an item id such as 'S2P10' or 'S3' (case and surrounding spaces
 * ignored). */
export function parseSectionId(id: string | null | undefined): SectionKey | null {
  const m = SHAPE.exec((id ?? '').trim());
  if (!m?.[1]) return null;
  return { section: significant(m[1]), paragraph: significant(m[2] ?? '') };
}

// Digit strings compared as numbers of any length (no loss above 2^53).
function compareDigits(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sort order of two item ids: by S, then P; malformed ids after all well-formed ones. */
export function compareSectionIds(a: string | null | undefined, b: string | null | undefined): number {
  const ka = parseSectionId(a);
  const kb = parseSectionId(b);
  if (!ka || !kb) return (ka ? 0 : 1) - (kb ? 0 : 1);
  return compareDigits(ka.section, kb.section) || compareDigits(ka.paragraph, kb.paragraph);
}

/** A sorted copy; items that compare equal (duplicates, malformed ids) keep their order. */
export function orderSections<T extends { readonly id?: string | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareSectionIds(a.id, b.id));
}
