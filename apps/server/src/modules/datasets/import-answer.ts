import { API, apiPath, type DatasetImport, datasetImportResponseSchema } from '@keeling/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The 202 an import answers under `Prefer: respond-async` (OpenAPI). */
export const acceptedImport = {
  202: {
    description:
      'With `Prefer: respond-async` and an `importId`: the import has started; poll its record (Location) until it is done or failed',
    content: { 'application/json': { schema: datasetImportResponseSchema } },
  },
};

/** What an import route needs of the service to answer before the import ends. */
export interface ImportStarts {
  whenImportStarts(id: string): { started: Promise<void>; cancel(): void };
  getImport(id: string): Promise<DatasetImport>;
}

/** `Prefer: respond-async` (RFC 7240). */
const prefersAsync = (request: FastifyRequest) =>
  /(^|[\s,;])respond-async($|[\s,;])/i.test(String(request.headers.prefer ?? ''));

/**
 * Runs an import for a route. With `Prefer: respond-async` and an `importId`, answers `202
 * Accepted` with the import's record as soon as it exists (its address in Location) while the
 * import goes on: the client polls the record, never before it exists. A failure before that
 * (an unknown data set, an expired staged file, a taken slug) is the usual error answer.
 * Without them, the answer waits for the import.
 */
export async function answerImport<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  service: ImportStarts,
  importId: string | undefined,
  work: () => Promise<T>,
): Promise<T | { import: DatasetImport }> {
  if (!importId || !prefersAsync(request)) return work();
  const { started, cancel } = service.whenImportStarts(importId);
  const done = work();
  let ended: boolean;
  try {
    ended = await Promise.race([started.then(() => false), done.then(() => true)]);
  } finally {
    cancel();
  }
  if (ended) return done;
  // its failure is in its record, where the client reads it
  done.catch((error: unknown) => request.log.info({ err: error, importId }, 'import failed'));
  void reply
    .code(202)
    .header('location', apiPath(API.datasets.import, { id: importId }))
    .header('preference-applied', 'respond-async');
  return { import: await service.getImport(importId) };
}
