import { API, apiPath, type DatasetReadingBody } from '@keeling/contract';
import { requestText } from '../../../lib/http';

/** POST /api/dataset-staging/:stagingId/rejected: the rows `reading` would reject, as CSV. */
export const stagedRejectedRows = (stagingId: string, reading: DatasetReadingBody) =>
  requestText('POST', apiPath(API.datasets.stagedRejected, { stagingId }), reading);

/** GET /api/datasets/:id/versions/:version/rejected: the rows a version left empty, as CSV. */
export const versionRejectedRows = (id: string, version: number) =>
  requestText('GET', apiPath(API.datasets.versionRejected, { id, version: String(version) }));
