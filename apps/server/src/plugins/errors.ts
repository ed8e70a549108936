import { AUTH_MESSAGES, type ErrorResponse } from '@keeling/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../lib/http-errors';

export const ERROR_MESSAGES = {
  notFound: 'Not found',
  malformedJson: 'Malformed JSON in request body',
  tooLarge: 'Request body is too large',
  unavailable: 'Service temporarily unavailable',
  internal: 'Internal server error',
} as const;

/** Texts for framework 4xx errors, so no framework or library message reaches the client. */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  401: AUTH_MESSAGES.unauthorized,
  403: AUTH_MESSAGES.forbidden,
  404: ERROR_MESSAGES.notFound,
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timed out',
  413: ERROR_MESSAGES.tooLarge,
  415: 'Unsupported media type',
  429: AUTH_MESSAGES.tooManyAttempts,
};

type Issue = NonNullable<ErrorResponse['issues']>[number];

/** `/items/0/name` -> ['items', 0, 'name'] */
function toPath(instancePath: string): Issue['path'] {
  return instancePath
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export function validationIssues(error: FastifyError): Issue[] {
  return (error.validation ?? []).map((v) => ({
    path: toPath(v.instancePath ?? ''),
    message: v.message ?? 'Invalid value',
  }));
}

export function validationMessage(issues: Issue[]): string {
  const parts = issues.map((i) =>
    i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
  );
  return `Invalid request: ${parts.join('; ')}`;
}

export function sendError(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Replaces Fastify's default handler, which would send a 500's internal message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const issues = validationIssues(error);
      return sendError(reply, 400, { message: validationMessage(issues), issues });
    }
    if (error instanceof HttpError)
      return sendError(reply, error.statusCode, { message: error.message });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, { message: ERROR_MESSAGES.unavailable });
    }
    const status = error.statusCode ?? 500;
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (status === 400 && error instanceof SyntaxError)
    ) {
      return sendError(reply, 400, { message: ERROR_MESSAGES.malformedJson });
    }
    if (status >= 400 && status < 500) {
      const framework = error.code?.startsWith('FST_') ? error.message : undefined;
      const message = status === 400 ? framework : (CLIENT_ERROR_MESSAGES[status] ?? framework);
      return sendError(reply, status, { message: message ?? 'Invalid request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, { message: ERROR_MESSAGES.internal });
  });
}
