import type { ColumnRenames, Dataset } from '@keeling/contract';
import { useState } from 'react';
import { useImportProgress } from '../api/get-import';
import { useRefreshDataset } from '../api/refresh-dataset';

/** "Refresh": re-import a URL data set under a new import id, its progress polled meanwhile. */
export function useRefreshFlow(datasetId: string, onDone: (dataset: Dataset) => void) {
  const refresh = useRefreshDataset();
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useImportProgress(importId, refresh.isPending);

  /** Refreshes; `renames` maps columns the publisher renamed onto the old ones. */
  const start = (renames?: ColumnRenames) => {
    const id = crypto.randomUUID();
    setImportId(id);
    refresh.mutate(
      { id: datasetId, importId: id, renames },
      { onSuccess: onDone, onError: () => void progress.refetch() },
    );
  };

  return {
    start,
    isRunning: refresh.isPending,
    error: refresh.error,
    record: progress.data ?? null,
  };
}
