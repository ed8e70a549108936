import multipart from '@fastify/multipart';
import {
  API,
  columnValuesQuerySchema,
  columnValuesResponseSchema,
  datasetCreateBodySchema,
  datasetDeleteQuerySchema,
  datasetDependentsResponseSchema,
  datasetIdParamsSchema,
  datasetImportResponseSchema,
  datasetInspectionSchema,
  datasetInspectUrlBodySchema,
  datasetInUseResponseSchema,
  datasetListQuerySchema,
  datasetListResponseSchema,
  datasetRefreshBodySchema,
  datasetResponseSchema,
  datasetRowsQuerySchema,
  datasetRowsResponseSchema,
  datasetScheduleBodySchema,
  datasetUpdateBodySchema,
  datasetVersionBodySchema,
  datasetVersionChangesQuerySchema,
  datasetVersionChangesResponseSchema,
  datasetVersionParamsSchema,
  datasetVersionsResponseSchema,
  importIdParamsSchema,
  okResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { clientGone } from '../../lib/client-gone';
import { BEARER_AUTH, errorResponse, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import { missingFile } from './errors';
import { acceptedImport, answerImport } from './import-answer';
import { extraColumnsField, markersField, rowError } from './route-parts';
import type { DatasetsService } from './service';

const tags = ['datasets'];
const security = BEARER_AUTH;
const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const importErrors = { ...errorResponses(401, 403, 404, 409, 413), ...rowError };
const inspectErrors = { ...errorResponses(401, 403, 413), ...rowError };

/** DESIGN §5 data sets: read signed in, write editor+. */
export const datasetRoutes: FastifyPluginAsyncZod<{
  datasets: DatasetsService;
  maxBytes: number;
}> = async (app, { datasets, maxBytes }) => {
  const editors = app.requireRole('admin', 'editor');
  // One more byte than the limit: the staging writer sees it and answers the 413.
  await app.register(multipart, {
    limits: { fileSize: maxBytes + 1, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    API.datasets.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listDatasets',
        summary:
          'List data sets by name or the latest imported first (`sort`); search in names and descriptions (signed in)',
        querystring: datasetListQuerySchema,
        response: { 200: datasetListResponseSchema, ...readErrors },
      },
    },
    (request) => datasets.list(request.query),
  );

  app.post(
    API.datasets.inspect,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'inspectDatasetUpload',
        summary:
          'Stage an uploaded CSV (multipart: `file`, optional `missingMarkers` and `extraColumns` JSON arrays) and infer its columns (editor+)',
        consumes: ['multipart/form-data'],
        response: { 200: datasetInspectionSchema, ...inspectErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw missingFile();
      const file = await request.file();
      if (!file) throw missingFile();
      const fieldValue = (name: string) => {
        const field = file.fields[name];
        return field && !Array.isArray(field) && 'value' in field ? field.value : undefined;
      };
      const markers = markersField(fieldValue('missingMarkers'));
      const extra = extraColumnsField(fieldValue('extraColumns'));
      return datasets.inspectUpload(file.file, file.filename || null, {
        markers,
        extraColumns: extra,
        signal: clientGone(reply),
        ownerId: signedInUser(request)?.id ?? null,
        expectedBytes: Number(request.headers['content-length']) || undefined,
      });
    },
  );

  app.post(
    API.datasets.inspectUrl,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'inspectDatasetUrl',
        summary: 'Download a CSV from an http(s) URL into staging and infer its columns (editor+)',
        body: datasetInspectUrlBodySchema,
        response: { 200: datasetInspectionSchema, ...inspectErrors },
      },
    },
    (request, reply) =>
      datasets.inspectUrl(request.body.url, {
        markers: request.body.missingMarkers ?? [],
        extraColumns: request.body.extraColumns ?? [],
        signal: clientGone(reply),
        ownerId: signedInUser(request)?.id ?? null,
      }),
  );

  app.post(
    API.datasets.list,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'createDataset',
        summary: 'Create a data set from a staged file with corrected columns (editor+)',
        body: datasetCreateBodySchema,
        response: { 200: datasetResponseSchema, ...acceptedImport, ...importErrors },
      },
    },
    (request, reply) =>
      answerImport(request, reply, datasets, request.body.importId, async () => ({
        dataset: await datasets.create(request.body, signedInUser(request)),
      })),
  );

  app.get(
    API.datasets.import,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getDatasetImport',
        summary: 'Progress of an import (signed in)',
        params: importIdParamsSchema,
        response: { 200: datasetImportResponseSchema, ...readErrors },
      },
    },
    async (request) => ({ import: await datasets.getImport(request.params.id) }),
  );

  app.get(
    API.datasets.one,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getDataset',
        summary: 'One data set with its column catalogue (signed in)',
        params: datasetIdParamsSchema,
        response: { 200: datasetResponseSchema, ...readErrors },
      },
    },
    async (request) => ({ dataset: await datasets.getById(request.params.id) }),
  );

  app.patch(
    API.datasets.one,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'updateDataset',
        summary: "Edit a data set's description and its columns' names and units (editor+)",
        params: datasetIdParamsSchema,
        body: datasetUpdateBodySchema,
        response: { 200: datasetResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      dataset: await datasets.update(request.params.id, request.body),
    }),
  );

  app.get(
    API.datasets.dependents,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getDatasetDependents',
        summary: 'The charts built on a data set and the dashboards that show them',
        params: datasetIdParamsSchema,
        response: { 200: datasetDependentsResponseSchema, ...readErrors },
      },
    },
    async (request) => ({ dependents: await datasets.dependents(request.params.id) }),
  );

  app.delete(
    API.datasets.one,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'deleteDataset',
        summary:
          'Delete a data set and its rows (editor+); refused with its charts named (409) unless withDependents=true deletes them too',
        params: datasetIdParamsSchema,
        querystring: datasetDeleteQuerySchema,
        response: {
          200: okResponseSchema,
          ...readErrors,
          409: errorResponse(409, datasetInUseResponseSchema),
        },
      },
    },
    async (request) => {
      await datasets.delete(request.params.id, request.query);
      return { ok: true as const };
    },
  );

  app.post(
    API.datasets.refresh,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'refreshDataset',
        summary: 'Download a URL data set again and replace its rows in one transaction (editor+)',
        params: datasetIdParamsSchema,
        // Optional: a refresh needs no body (`{ importId }` names its progress record).
        body: z.optional(z.nullable(datasetRefreshBodySchema)),
        response: { 200: datasetResponseSchema, ...acceptedImport, ...importErrors },
      },
    },
    (request, reply) =>
      answerImport(request, reply, datasets, request.body?.importId, async () => ({
        dataset: await datasets.refresh(request.params.id, request.body ?? {}),
      })),
  );

  app.get(
    API.datasets.versions,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listDatasetVersions',
        summary:
          "A data set's versions, newest first, with what each changed and whether its rows are kept (signed in)",
        params: datasetIdParamsSchema,
        response: { 200: datasetVersionsResponseSchema, ...readErrors },
      },
    },
    (request) => datasets.versions(request.params.id),
  );

  app.post(
    API.datasets.versions,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'uploadDatasetVersion',
        summary:
          'A new version from an inspected upload with the same columns: the id, slug, charts and dashboards stay (editor+)',
        params: datasetIdParamsSchema,
        body: datasetVersionBodySchema,
        response: { 200: datasetResponseSchema, ...acceptedImport, ...importErrors },
      },
    },
    (request, reply) =>
      answerImport(request, reply, datasets, request.body.importId, async () => ({
        dataset: await datasets.uploadVersion(
          request.params.id,
          request.body,
          signedInUser(request),
        ),
      })),
  );

  app.get(
    API.datasets.versionChanges,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listDatasetVersionChanges',
        summary:
          'A page of the rows a version changed against the one it replaced, each changed cell with its old and new value (signed in)',
        params: datasetVersionParamsSchema,
        querystring: datasetVersionChangesQuerySchema,
        response: { 200: datasetVersionChangesResponseSchema, ...writeErrors },
      },
    },
    (request) => datasets.versionChanges(request.params.id, request.params.version, request.query),
  );

  app.post(
    API.datasets.versionRestore,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'restoreDatasetVersion',
        summary: 'Make a kept version the current one again; its charts follow (editor+)',
        params: datasetVersionParamsSchema,
        response: { 200: datasetResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      dataset: await datasets.restoreVersion(request.params.id, request.params.version),
    }),
  );

  app.put(
    API.datasets.schedule,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'scheduleDatasetRefresh',
        summary:
          "Turn a URL data set's automatic refresh on (`refreshIntervalHours`: 24 daily, 168 weekly) or off (null) (editor+)",
        params: datasetIdParamsSchema,
        body: datasetScheduleBodySchema,
        response: { 200: datasetResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      dataset: await datasets.setSchedule(request.params.id, request.body.refreshIntervalHours),
    }),
  );

  app.get(
    API.datasets.rows,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listDatasetRows',
        summary:
          "A page of a data set's rows, sorted by one column (signed in); sorted by a column, pages within 10,000 rows of either end (400 datasets.page_too_deep between)",
        params: datasetIdParamsSchema,
        querystring: datasetRowsQuerySchema,
        response: { 200: datasetRowsResponseSchema, ...readErrors },
      },
    },
    (request) => datasets.rows(request.params.id, request.query),
  );

  app.get(
    API.datasets.values,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listDatasetColumnValues',
        summary:
          'Distinct values of a column with their row counts, most frequent first (signed in)',
        params: datasetIdParamsSchema,
        querystring: columnValuesQuerySchema,
        response: { 200: columnValuesResponseSchema, ...readErrors },
      },
    },
    (request) => datasets.values(request.params.id, request.query.column, request.query.search),
  );
};
