import multipart from '@fastify/multipart';
import { API, UPLOAD_LIMITS, uploadResponseSchema } from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import type { UploadsService } from '../uploads/service';
import { readUploadedFile } from '../uploads/service';

/**
 * POST /api/account/photo: any signed-in user uploads their own avatar (POST /api/uploads is
 * for editors). The answer's URL goes into the profile's photoURL with the next PATCH.
 */
export const profilePhotoRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, parts: 11 },
  });

  app.post(
    API.account.photo,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        operationId: 'uploadProfilePhoto',
        summary: 'Upload a profile photo: PNG, JPEG, GIF or WebP, at most 5 MB (signed in)',
        security: BEARER_AUTH,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { url } = await uploads.saveImage(await readUploadedFile(request));
      return { url };
    },
  );
};
