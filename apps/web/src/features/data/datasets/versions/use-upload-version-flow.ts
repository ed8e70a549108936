import type { ColumnRenames, Dataset, DatasetImport } from '@keeling/contract';
import { useRef, useState } from 'react';
import { useUploadVersion } from '../../api/upload-version';

/** "Upload a new version": the file is staged (its upload's progress), then loaded as a version. */
export function useUploadVersionFlow(datasetId: string, onDone: (dataset: Dataset) => void) {
  const upload = useUploadVersion();
  const [record, setRecord] = useState<DatasetImport | null>(null);
  const [uploadShare, setUploadShare] = useState<number | null>(null);

  const lastFile = useRef<File | null>(null);

  /** Uploads `file`; `renames` maps columns the publisher renamed onto the old ones. */
  const start = (file: File, renames?: ColumnRenames) => {
    lastFile.current = file;
    setRecord(null);
    setUploadShare(0);
    upload.mutate(
      {
        id: datasetId,
        file,
        importId: crypto.randomUUID(),
        onRecord: setRecord,
        onProgress: (share) => setUploadShare(share >= 1 ? null : share),
        renames,
      },
      { onSuccess: onDone, onSettled: () => setUploadShare(null) },
    );
  };

  return {
    start,
    /** The last file again, with renamed columns mapped. */
    retry: (renames: ColumnRenames) => {
      if (lastFile.current) start(lastFile.current, renames);
    },
    isRunning: upload.isPending,
    uploadShare,
    error: upload.error,
    record,
  };
}
