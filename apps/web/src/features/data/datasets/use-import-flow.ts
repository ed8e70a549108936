import type {
  Dataset,
  DatasetCreateBody,
  DatasetImport,
  DatasetInspection,
} from '@keeling/contract';
import { useRef, useState } from 'react';
import { useCreateDataset } from '../api/create-dataset';
import { useInspectDataset } from '../api/inspect-dataset';

/**
 * The import in two steps: inspect a file (uploaded with its progress) or a URL, then create the
 * data set from the corrected columns, its progress read from the import's record meanwhile.
 */
export function useImportFlow(onCreated: (dataset: Dataset) => void) {
  const inspect = useInspectDataset();
  const [record, setRecord] = useState<DatasetImport | null>(null);
  const create = useCreateDataset(setRecord);
  const [uploadShare, setUploadShare] = useState<number | null>(null);
  const [inspection, setInspection] = useState<DatasetInspection | null>(null);

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
    setRecord(null);
    create.mutate(
      { ...body, stagingId: inspection.stagingId, importId: crypto.randomUUID() },
      { onSuccess: (dataset) => onCreated(dataset) },
    );
  };

  const restart = () => {
    inspect.reset();
    create.reset();
    setInspection(null);
    setRecord(null);
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
    importProgress: record,
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
