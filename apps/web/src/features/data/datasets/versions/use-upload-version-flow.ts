import type { Dataset } from '@keeling/contract';
import { useState } from 'react';
import { useImportProgress } from '../../api/get-import';
import { useUploadVersion } from '../../api/upload-version';

/** "Upload a new version": the file is staged (its upload's progress), then loaded as a version. */
export function useUploadVersionFlow(datasetId: string, onDone: (dataset: Dataset) => void) {
  const upload = useUploadVersion();
  const [importId, setImportId] = useState<string | null>(null);
  const [uploadShare, setUploadShare] = useState<number | null>(null);
  const progress = useImportProgress(importId, upload.isPending && uploadShare === null);

  const start = (file: File) => {
    const id = crypto.randomUUID();
    setImportId(id);
    setUploadShare(0);
    upload.mutate(
      {
        id: datasetId,
        file,
        importId: id,
        onProgress: (share) => setUploadShare(share >= 1 ? null : share),
      },
      { onSuccess: onDone, onSettled: () => setUploadShare(null) },
    );
  };

  return {
    start,
    isRunning: upload.isPending,
    uploadShare,
    error: upload.error,
    record: progress.data ?? null,
  };
}
