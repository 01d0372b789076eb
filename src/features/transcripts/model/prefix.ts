// The first paragraphs of a transcript answer whose text has only partly arrived
// ({"id":…,"state":…,"transcript":[[{word…},…],[…],… cut anywhere). A 50,000-word answer is
// about 4 MB: its first screen of words is in the first few dozen kilobytes.

const KEY = /"transcript"\s*:\s*\[/;

/** Bytes of answer per word, about: {"word":"…","startTime":"…","endTime":"…","speaker":"…"}. */
const BYTES_PER_WORD = 80;

/**
 * The complete paragraphs at the start of `prefix`, the beginning of a getTranscript answer, once
 * they hold at least `minWords` words; undefined before that (or when the text is not such an
 * answer). The paragraphs are the answer's own text, parsed as JSON: unchecked, like any answer.
 *
 * A paragraph ends with `}]` (its last word, then the paragraph). The text up to such an end
 * parses as an array of whole paragraphs unless that `}]` was inside a word's string, where the
 * parse fails (the string is left open) and the next end is tried. The engine's JSON parser does
 * the reading: a loop over the characters in script runs cold, ten times slower, on first use.
 */
export function transcriptPrefix(prefix: string, minWords: number): unknown[][] | undefined {
  const key = KEY.exec(prefix);
  if (!key) return undefined;
  const from = key.index + key[0].length;
  let end = prefix.indexOf('}]', from + minWords * BYTES_PER_WORD);
  while (end >= 0) {
    const paragraphs = parseParagraphs(prefix.slice(from, end + 2));
    if (paragraphs && countWords(paragraphs) >= minWords) return paragraphs;
    end = prefix.indexOf('}]', end + 2);
  }
  return undefined;
}

function parseParagraphs(text: string): unknown[][] | undefined {
  try {
    const value: unknown = JSON.parse(`[${text}]`);
    return Array.isArray(value) && value.every(Array.isArray) ? (value as unknown[][]) : undefined;
  } catch {
    return undefined;
  }
}

function countWords(paragraphs: unknown[][]): number {
  let n = 0;
  for (const p of paragraphs) n += p.length;
  return n;
}
