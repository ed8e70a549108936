import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import {
  API,
  codedErrorResponseSchema,
  UPLOAD_LIMITS,
  uploadResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerDomainErrorHandler } from '../../lib/domain-error';
import { ERROR_MESSAGES, sendError } from '../../plugins/errors';
import { missingFile, tooLarge, type UploadsService } from './service';

const errors = {
  400: codedErrorResponseSchema,
  401: codedErrorResponseSchema,
  403: codedErrorResponseSchema,
  413: codedErrorResponseSchema,
  415: codedErrorResponseSchema,
};

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** POST /api/uploads (editor+) and GET /uploads/<name> (public: <img> tags send no token). */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  registerDomainErrorHandler(app);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, parts: 11 },
  });

  app.post(
    API.uploads,
    {
      preHandler: app.requireRole('admin', 'editor'),
      schema: {
        tags: ['uploads'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload one image: PNG, JPEG, GIF or WebP, at most 5 MB (editor+)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw missingFile();
      const file = await request.file();
      if (!file) throw missingFile();
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        throw isFileTooLarge(error) ? tooLarge() : error;
      }
      const { url } = await uploads.saveImage(bytes);
      return { url };
    },
  );

  app.get(
    `${API.uploadedFiles}/:name`,
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (public; random names)',
        params: z.object({ name: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const file = await uploads.find(request.params.name);
      if (!file) return sendError(reply, 404, { message: ERROR_MESSAGES.notFound });
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file.path));
    },
  );
};
