// "Export CSV": the whole filtered list (every page, not just the one on screen), with a progress
// bar and a Cancel button; the file downloads when the last page has arrived (csv-export.ts).
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/fetcher';
import type { DatasetConfig } from '../../api/gen/registry/types';
import type { ExportProgress } from './csv-export';
import type { SortKey } from './list-search';

interface Props {
  dataset: DatasetConfig;
  filters: Record<string, string>;
  sort: readonly SortKey[];
}

export function ExportCsv({ dataset, filters, sort }: Props) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: 0 });
    // The export's code comes when an export starts, not with every table screen.
    import('./csv-export')
      .then((csv) =>
        csv.exportList(dataset, filters, sort, { signal: controller.signal, onProgress: setProgress }),
      )
      .catch((err: unknown) => {
        if (controller.signal.aborted) toast('Export cancelled');
        else
          toast.error('The export failed', {
            description: errorMessage(err),
            duration: Number.POSITIVE_INFINITY,
            action: { label: 'Retry', onClick: start },
          });
      })
      .finally(() => {
        if (running.current === controller) running.current = null;
        setProgress(null);
      });
  };

  if (!progress) {
    return (
      <button type="button" className="btn" onClick={start}>
        Export CSV
      </button>
    );
  }
  const label = progress.total ? `Exporting page ${progress.done} of ${progress.total}` : 'Exporting…';
  return (
    <div className="export-progress">
      <progress
        max={progress.total || 1}
        value={progress.total ? progress.done : undefined}
        aria-label="Export progress"
      />
      <span role="status">{label}</span>
      <button type="button" className="btn btn-sm" onClick={() => running.current?.abort()}>
        Cancel
      </button>
    </div>
  );
}
