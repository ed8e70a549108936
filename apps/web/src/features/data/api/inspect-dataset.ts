import { API, type DatasetInspection, datasetInspectionSchema } from '@keeling/contract';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** `extraColumns`: names for the fields every row has beyond the header's names. */
export type InspectSource = { extraColumns?: string[] | undefined } & (
  | { kind: 'file'; file: File; onProgress: (share: number) => void }
  | { kind: 'url'; url: string }
);

/** POST /api/datasets/inspect (multipart `file`): stage an uploaded CSV and infer its columns. */
export function inspectUpload(
  file: File,
  onProgress: (share: number) => void,
  extraColumns: string[] = [],
): Promise<DatasetInspection> {
  const form = new FormData();
  if (extraColumns.length > 0) form.append('extraColumns', JSON.stringify(extraColumns));
  form.append('file', file);
  return uploadWithProgress(API.datasets.inspect, form, datasetInspectionSchema, { onProgress });
}

/** POST /api/datasets/inspect-url: the server downloads, stages and inspects the CSV. */
export function inspectUrl(url: string, extraColumns: string[] = []): Promise<DatasetInspection> {
  const body = extraColumns.length > 0 ? { url, extraColumns } : { url };
  return postJson(API.datasets.inspectUrl, body, datasetInspectionSchema);
}

export function useInspectDataset() {
  return useMutation({
    mutationFn: (source: InspectSource) =>
      source.kind === 'file'
        ? inspectUpload(source.file, source.onProgress, source.extraColumns)
        : inspectUrl(source.url, source.extraColumns),
  });
}
