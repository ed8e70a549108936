import {
  API,
  apiPath,
  type ColumnRenames,
  type Dataset,
  datasetResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { inspectUpload } from './inspect-dataset';
import { dataKeys } from './query-keys';

interface UploadVersionInput {
  id: string;
  file: File;
  importId: string;
  onProgress: (share: number) => void;
  renames?: ColumnRenames | undefined;
}

/** Stages the file (POST /api/datasets/inspect), then makes it the data set's next version. */
export async function uploadVersion(input: UploadVersionInput): Promise<Dataset> {
  const { stagingId } = await inspectUpload(input.file, input.onProgress);
  const path = apiPath(API.datasets.versions, { id: input.id });
  const body = { stagingId, importId: input.importId, renames: input.renames };
  return (await postJson(path, body, datasetResponseSchema)).dataset;
}

export function useUploadVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.all }),
  });
}
