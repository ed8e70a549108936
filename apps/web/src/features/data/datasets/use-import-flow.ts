import type { Dataset, DatasetCreateBody, DatasetInspection } from '@keeling/contract';
import { useRef, useState } from 'react';
import { useCreateDataset } from '../api/create-dataset';
import { useImportProgress } from '../api/get-import';
import { useInspectDataset } from '../api/inspect-dataset';

/**
 * The import in two steps: inspect a file (uploaded with its progress) or a URL, then create the
 * data set from the corrected columns, under an id chosen here so that its progress can be polled
 * while the request runs.
 */
export function useImportFlow(onCreated: (dataset: Dataset) => void) {
  const inspect = useInspectDataset();
  const create = useCreateDataset();
  const [uploadShare, setUploadShare] = useState<number | null>(null);
  const [inspection, setInspection] = useState<DatasetInspection | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useImportProgress(importId, create.isPending);

  /** The file or address inspected last (to read it again with its extra columns named). */
  const last = useRef<{ file: File } | { url: string } | null>(null);

  const inspectFile = (file: File, extraColumns?: string[]) => {
    last.current = { file };
    setUploadShare(0);
    inspect.mutate(
      { kind: 'file', file, onProgress: setUploadShare, extraColumns },
      { onSuccess: setInspection, onSettled: () => setUploadShare(null) },
    );
  };

  const inspectUrl = (url: string, extraColumns?: string[]) => {
    last.current = { url };
    inspect.mutate({ kind: 'url', url, extraColumns }, { onSuccess: setInspection });
  };

  /** The last file or address again, its rows' extra fields named. */
  const inspectAgain = (extraColumns: string[]) => {
    const source = last.current;
    if (source && 'file' in source) inspectFile(source.file, extraColumns);
    else if (source) inspectUrl(source.url, extraColumns);
  };

  const save = (body: Omit<DatasetCreateBody, 'importId' | 'stagingId'>) => {
    if (!inspection) return;
    const id = crypto.randomUUID();
    setImportId(id);
    create.mutate(
      { ...body, stagingId: inspection.stagingId, importId: id },
      // a failed import's record names the line and column at fault
      { onSuccess: (dataset) => onCreated(dataset), onError: () => void progress.refetch() },
    );
  };

  const restart = () => {
    inspect.reset();
    create.reset();
    setInspection(null);
    setImportId(null);
  };

  return {
    inspectFile,
    inspectUrl,
    inspectAgain,
    save,
    restart,
    inspection,
    uploadShare,
    isInspecting: inspect.isPending,
    inspectError: inspect.error,
    isSaving: create.isPending,
    saveError: create.error,
    importProgress: progress.data ?? null,
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
