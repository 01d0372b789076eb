// Find and replace over the whole transcript: the hits of the (deferred) query, grouped by
// paragraph for the view, the current hit, and replacing one or all of them as one edit.
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { plural } from '../../lib/format';
import type { FindState } from './find-panel';
import { findHits, type Hit } from './model/find';
import type { EditOp } from './model/ops';
import type { Transcript } from './model/types';

const NO_FIND: FindState = { query: '', replacement: '', matchCase: false, wholeWords: false, current: 0 };

export function useFindReplace(transcript: Transcript, apply: (op: EditOp) => boolean) {
  const [find, setFind] = useState<FindState>(NO_FIND);
  const [notice, setNotice] = useState<string | null>(null);
  // 'Replaced N matches.' is about the transcript the replace made: any later change (an Undo, a
  // Redo, another edit) makes it untrue, and it goes.
  const replaced = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new transcript
  useEffect(() => {
    if (replaced.current) replaced.current = false;
    else setNotice(null);
  }, [transcript]);
  const query = useDeferredValue(find.query);
  const options = useMemo(
    () => ({ matchCase: find.matchCase, wholeWords: find.wholeWords }),
    [find.matchCase, find.wholeWords],
  );
  const hits = useMemo(() => findHits(transcript, query, options), [transcript, query, options]);
  const hitsByParagraph = useMemo(() => {
    const map = new Map<number, Hit[]>();
    for (const h of hits) {
      const list = map.get(h.p);
      if (list) list.push(h);
      else map.set(h.p, [h]);
    }
    return map;
  }, [hits]);
  const currentIndex = Math.min(find.current, Math.max(0, hits.length - 1));

  const replace = (all: boolean) => {
    if (hits.length === 0) return;
    const op: EditOp = {
      kind: 'replace',
      query,
      replacement: find.replacement,
      options,
      hits: hits.length,
      ...(all ? {} : { only: currentIndex }),
    };
    if (apply(op)) {
      replaced.current = true;
      setNotice(all ? `Replaced ${plural(hits.length, 'match', 'matches')}.` : 'Replaced 1 match.');
    }
  };

  return {
    find,
    hits,
    hitsByParagraph,
    /** The current hit, while there is a query. */
    currentHit: query.trim() ? (hits[currentIndex] ?? null) : null,
    notice,
    change: (patch: Partial<FindState>) => {
      setFind((f) => ({ ...f, ...patch }));
      setNotice(null);
    },
    /** Makes hit `index` current; returns it. */
    select: (index: number): Hit | undefined => {
      setFind((f) => ({ ...f, current: index }));
      setNotice(null);
      return hits[index];
    },
    replace,
  };
}
