import multipart from '@fastify/multipart';
import { API, UPLOAD_LIMITS, uploadResponseSchema } from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { BEARER_AUTH, errorResponses, PUBLIC } from '../../lib/route-schema';
import { fileNotFound, missingFile, tooLarge } from './errors';
import { isImageName, type UploadsService } from './service';

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

const tags = ['uploads'];
/** The answer of GET /uploads/<name>, streamed from disk: documented as binary, never encoded. */
const IMAGE_BYTES = z.any().check(z.meta({ type: 'string', format: 'binary' }));

/** POST /api/uploads (editor+) and GET /uploads/<name> (public: <img> tags send no token). */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, parts: 11 },
  });

  app.post(
    API.uploads,
    {
      onRequest: app.requireRole('admin', 'editor'),
      schema: {
        tags,
        operationId: 'uploadImage',
        summary: 'Upload one image: PNG, JPEG, GIF or WebP, at most 5 MB (editor+)',
        security: BEARER_AUTH,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
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
        tags,
        operationId: 'getUploadedFile',
        summary: 'An uploaded image or file (public; random names)',
        security: PUBLIC,
        params: z.object({ name: z.string().check(z.maxLength(100)) }),
        response: {
          200: {
            description: 'The image (inline) or file (a download, chat attachments), as stored',
            content: {
              'image/*': { schema: IMAGE_BYTES },
              'application/octet-stream': { schema: IMAGE_BYTES },
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await uploads.find(request.params.name);
      if (!file) throw fileNotFound();
      return (
        reply
          .type(file.mime)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          // any other file than an image is downloaded, never opened by the browser
          .header('content-disposition', isImageName(request.params.name) ? 'inline' : 'attachment')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(file.body())
      );
    },
  );
};
