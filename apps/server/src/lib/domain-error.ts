import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-errors';

/**
 * An HttpError with a stable `code` the web app translates (e.g. 'blog.article_not_found')
 * and optional extra fields for the answer (e.g. the current article on a 409).
 */
export class DomainError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(statusCode, message);
    this.name = 'DomainError';
  }
}

/**
 * For an encapsulated plugin: answers DomainErrors as {message, code, ...details}; any other
 * error is thrown again so the root handler (plugins/errors.ts) answers it as usual.
 */
export function registerDomainErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof DomainError)) throw error;
    return reply
      .code(error.statusCode)
      .type('application/json; charset=utf-8')
      .send({ message: error.message, code: error.code, ...error.details });
  });
}
