import type { ColumnRenames, Dataset, DatasetImport } from '@keeling/contract';
import { useState } from 'react';
import { useRefreshDataset } from '../api/refresh-dataset';

/** "Refresh": re-import a URL data set under a new import id, its record polled meanwhile. */
export function useRefreshFlow(datasetId: string, onDone: (dataset: Dataset) => void) {
  const [record, setRecord] = useState<DatasetImport | null>(null);
  const refresh = useRefreshDataset(setRecord);

  /** Refreshes; `renames` maps columns the publisher renamed onto the old ones. */
  const start = (renames?: ColumnRenames) => {
    setRecord(null);
    refresh.mutate(
      { id: datasetId, importId: crypto.randomUUID(), renames },
      { onSuccess: onDone },
    );
  };

  return {
    start,
    isRunning: refresh.isPending,
    error: refresh.error,
    record,
  };
}
