// Deletes that left with a closed or reloaded page (lib/left-deletes): once the signed-in screen
// is up, the records are asked for, and those still there are named in a toast that stays, with
// a way to the record. Nothing is loaded or asked when none was left that way.
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { lastList } from '../../lib/last-list';
import { hasLeftDeletes } from '../../lib/left-deletes';

/** After the screen's own calls: the check is no part of what the user came for. */
const AFTER_MS = 2000;

export function useLeftDeletesCheck(): void {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per signed-in page
  useEffect(() => {
    if (!hasLeftDeletes()) return;
    let live = true;
    const timer = setTimeout(() => {
      void import('../../lib/left-deletes-check')
        .then((m) =>
          m.reportLeftDeletes(
            () => live,
            (route, id) =>
              void navigate({
                to: '/admin/$name',
                params: { name: route },
                search: { ...lastList(route), record: id },
              }),
          ),
        )
        .catch(() => undefined);
    }, AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
}
