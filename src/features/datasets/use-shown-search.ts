// The list state a table screen shows. A new one (View data, a page, filters) is drawn at once and
// goes into the URL in the task after the frame that shows it: the router's navigation (history,
// matching, loaders, scroll restoration) is not in the way of what the user asked for. The URL
// stays the list state: when it changes (that navigation, back/forward, a link), the screen
// follows it again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterFrame } from '../../lib/after-paint';
import { type ListSearch, validateListSearch } from './list-search';

export function useShownSearch(
  inUrl: ListSearch,
  toUrl: (search: ListSearch) => void,
): [shown: ListSearch, change: (next: ListSearch) => void] {
  const [ahead, setAhead] = useState<ListSearch | null>(null);
  const pending = useRef<{ sent: boolean; cancel: () => void } | null>(null);
  useEffect(() => () => pending.current?.cancel(), []);

  const urlKey = JSON.stringify(inUrl);
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for the URL's search
  useEffect(() => {
    // A newer change is still on its way to the URL: it stays shown.
    if (pending.current && !pending.current.sent) return;
    pending.current = null;
    setAhead(null);
  }, [urlKey]);

  const change = useCallback(
    (next: ListSearch) => {
      pending.current?.cancel();
      // Only the last of several quick changes goes into the history.
      const step = {
        sent: false,
        cancel: afterFrame(() => {
          step.sent = true;
          toUrl(next);
        }),
      };
      pending.current = step;
      // In the form the URL reads it back in: nothing changes when the URL catches up.
      setAhead(validateListSearch(next));
    },
    [toUrl],
  );

  return [ahead ?? inUrl, change];
}
