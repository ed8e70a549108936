import { API, apiPath, type ColumnRenames, type Dataset } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inspectUpload } from './inspect-dataset';
import { dataKeys } from './query-keys';
import { type OnImportRecord, runImport } from './run-import';

interface UploadVersionInput {
  id: string;
  file: File;
  importId: string;
  onProgress: (share: number) => void;
  renames?: ColumnRenames | undefined;
  onRecord?: OnImportRecord;
}

/** Stages the file (POST /api/datasets/inspect), then makes it the data set's next version. */
export async function uploadVersion(input: UploadVersionInput): Promise<Dataset> {
  const { stagingId } = await inspectUpload(input.file, input.onProgress);
  const path = apiPath(API.datasets.versions, { id: input.id });
  const body = { stagingId, importId: input.importId, renames: input.renames };
  return runImport('POST', path, body, input.onRecord);
}

export function useUploadVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.all }),
  });
}
