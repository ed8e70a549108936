import { API, type DatasetInspection, datasetInspectionSchema } from '@keeling/contract';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export type InspectSource =
  | { kind: 'file'; file: File; onProgress: (share: number) => void }
  | { kind: 'url'; url: string };

/** POST /api/datasets/inspect (multipart `file`): stage an uploaded CSV and infer its columns. */
export function inspectUpload(
  file: File,
  onProgress: (share: number) => void,
): Promise<DatasetInspection> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress(API.datasets.inspect, form, datasetInspectionSchema, { onProgress });
}

/** POST /api/datasets/inspect-url: the server downloads, stages and inspects the CSV. */
export function inspectUrl(url: string): Promise<DatasetInspection> {
  return postJson(API.datasets.inspectUrl, { url }, datasetInspectionSchema);
}

export function useInspectDataset() {
  return useMutation({
    mutationFn: (source: InspectSource) =>
      source.kind === 'file'
        ? inspectUpload(source.file, source.onProgress)
        : inspectUrl(source.url),
  });
}
