// Whether every paragraph of a long transcript has been parsed (model/lazy.ts): they are, a few at
// a time, from the moment the editor opens; what needs them all (the word count, the check that
// the server's paragraphs match the contract) waits for this.
import { useEffect, useState } from 'react';
import { allParsed, whenParsed } from './model/lazy';
import type { Transcript } from './model/types';

export function useParsedRest(t: Transcript): boolean {
  const [parsed, setParsed] = useState<Transcript | null>(null);
  // An edit's transcript shares its paragraphs with the one before: parsed already.
  const ready = parsed === t || allParsed(t);
  useEffect(() => {
    if (ready) return;
    const left = new AbortController();
    void whenParsed(t, left.signal).then(() => {
      if (!left.signal.aborted) setParsed(t);
    });
    return () => left.abort();
  }, [t, ready]);
  return ready;
}
