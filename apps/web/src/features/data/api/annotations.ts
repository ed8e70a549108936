import {
  API,
  apiPath,
  type DatasetAnnotationBody,
  datasetAnnotationResponseSchema,
  datasetAnnotationsResponseSchema,
  okResponseSchema,
} from '@keeling/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteJson, getJson, postJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/datasets/:id/annotations: the notes on a data set's time ranges. */
export function useAnnotations(datasetId: string) {
  return useQuery({
    queryKey: dataKeys.annotations(datasetId),
    queryFn: async ({ signal }) =>
      (
        await getJson(
          apiPath(API.datasets.annotations, { id: datasetId }),
          datasetAnnotationsResponseSchema,
          { signal },
        )
      ).annotations,
  });
}

/** Adding and removing a note: the data set's charts draw it, so their data are read again. */
export function useAnnotationWrites(datasetId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: dataKeys.annotations(datasetId) });
    void queryClient.invalidateQueries({ queryKey: dataKeys.charts() });
  };
  const add = useMutation({
    mutationFn: async (body: DatasetAnnotationBody) =>
      (
        await postJson(
          apiPath(API.datasets.annotations, { id: datasetId }),
          body,
          datasetAnnotationResponseSchema,
        )
      ).annotation,
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (annotationId: string) =>
      deleteJson(
        apiPath(API.datasets.annotation, { id: datasetId, annotationId }),
        okResponseSchema,
      ),
    onSuccess,
  });
  return { add, remove };
}
