import type { Socket } from 'node:net';
import {
  AUTH_ERROR_CODES,
  COMMON_ERROR_CODES,
  type ErrorCode,
  type ErrorIssue,
  type ErrorResponse,
  numberRangeAt,
} from '@keeling/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import {
  isDatabaseUnavailable,
  isQueryTooHeavy,
  isRefusedValue,
  isStorageUnavailable,
} from '../db/errors';
import { AppError } from '../lib/app-error';
import { AUTH_MESSAGES } from '../modules/auth/service';

/**
 * Retry-After of a query stopped at its bound: later than a lost connection's 5 s, so that a
 * client honouring it does not send the same heavy query straight back into a loaded database.
 */
export const QUERY_TOO_HEAVY_RETRY_S = 60;

export const ERROR_MESSAGES = {
  invalidRequest: 'Invalid request',
  malformedJson: 'Malformed JSON in request body',
  malformedMultipart: 'Malformed multipart body',
  tooManyParts:
    'Too many parts in the multipart body: send the file and the fields the operation names',
  refusedValue: 'Invalid request: a value is out of range or refers to nothing',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  requestTimeout: 'Request timed out',
  tooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported media type',
  rateLimited: 'Too many requests, please try again later',
  unavailable: 'Service temporarily unavailable',
  queryTooHeavy:
    'This request took too long and was stopped. Asking again now will not help: narrow it (a shorter time range, fewer columns or series, an aggregation) or try later.',
  clientGone: 'The client went away before its answer',
  storageUnavailable:
    "The server's storage is full or cannot be written for now: nothing was saved, try again later",
  internal: 'Internal server error',
} as const;

/** The code and text of an error known only by its status (framework and plugin errors). */
const BY_STATUS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: COMMON_ERROR_CODES.invalidRequest, message: ERROR_MESSAGES.invalidRequest },
  401: { code: AUTH_ERROR_CODES.unauthorized, message: AUTH_MESSAGES.unauthorized },
  403: { code: AUTH_ERROR_CODES.forbidden, message: AUTH_MESSAGES.forbidden },
  404: { code: COMMON_ERROR_CODES.notFound, message: ERROR_MESSAGES.notFound },
  405: { code: COMMON_ERROR_CODES.methodNotAllowed, message: ERROR_MESSAGES.methodNotAllowed },
  408: { code: COMMON_ERROR_CODES.requestTimeout, message: ERROR_MESSAGES.requestTimeout },
  413: { code: COMMON_ERROR_CODES.payloadTooLarge, message: ERROR_MESSAGES.tooLarge },
  415: {
    code: COMMON_ERROR_CODES.unsupportedMediaType,
    message: ERROR_MESSAGES.unsupportedMediaType,
  },
  429: { code: COMMON_ERROR_CODES.rateLimited, message: ERROR_MESSAGES.rateLimited },
  503: { code: COMMON_ERROR_CODES.unavailable, message: ERROR_MESSAGES.unavailable },
};
const INTERNAL = { code: COMMON_ERROR_CODES.internal, message: ERROR_MESSAGES.internal };
const byStatus = (status: number) => BY_STATUS[status] ?? (status < 500 ? BY_STATUS[400] : null);

type Issue = ErrorIssue;

/** `/items/0/name` -> ['items', 0, 'name'] */
function toPath(instancePath: string): Issue['path'] {
  return instancePath
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const limit = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/** The route's contract schema of the part that failed (`body`, `querystring`, `params`). */
function failedSchema(error: FastifyError, request: FastifyRequest): $ZodType | undefined {
  const part = error.validationContext;
  const schema = part ? request.routeOptions.schema?.[part] : undefined;
  return schema && typeof schema === 'object' && '_zod' in schema
    ? (schema as $ZodType)
    : undefined;
}

/**
 * A zod issue as a field issue: its code (the validator's `keyword`) and what it names, with
 * both limits of a number field that has two (from the route's schema).
 */
function validationIssues(error: FastifyError, request: FastifyRequest): Issue[] {
  const schema = failedSchema(error, request);
  return (error.validation ?? []).map(({ instancePath, message, keyword, params }) => ({
    path: toPath(instancePath ?? ''),
    message: message ?? 'Invalid value',
    code: keyword,
    origin: text(params.origin),
    minimum: limit(params.minimum),
    maximum: limit(params.maximum),
    inclusive: typeof params.inclusive === 'boolean' ? params.inclusive : undefined,
    format: text(params.format),
    range:
      schema && params.origin === 'number'
        ? numberRangeAt(schema, toPath(instancePath ?? ''))
        : undefined,
  }));
}

function validationMessage(issues: Issue[]): string {
  const parts = issues.map((i) =>
    i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
  );
  return `Invalid request: ${parts.join('; ')}`;
}

/** Sends `{ message, code, ... }`; without a code, the one of the status (404: common.not_found). */
export function sendError(
  reply: FastifyReply,
  status: number,
  { code, ...body }: Omit<ErrorResponse, 'code'> & { code?: ErrorCode } & Record<string, unknown>,
) {
  const known = byStatus(status) ?? INTERNAL;
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ ...body, code: code ?? known.code });
}

const isMalformedJson = (error: FastifyError) =>
  error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
  error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
  (error.statusCode === 400 && error instanceof SyntaxError);

/** busboy's errors (a multipart body without a boundary, cut short…): plain Errors, no status. */
const MULTIPART_ERRORS =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|Malformed part header|.* terminated early due to unexpected end of multipart data)/;
const isMalformedMultipart = (error: FastifyError) =>
  error.statusCode === undefined && MULTIPART_ERRORS.test(error.message);

/** @fastify/multipart's count limits (parts, files, fields): a malformed request, not a large one. */
const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The one error handler: every error leaves as `{ message, code, issues?, ...details }`.
 * AppErrors as they are; validation errors as 400 with issues; framework and plugin 4xx by
 * their status (their message is kept for a 400, where it says what is wrong); an unreachable
 * database as 503; anything else as a 500 that shows neither the message nor the stack.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (reply.raw.destroyed && !reply.raw.writableEnded) {
      // the client left first: no one reads the answer; whatever failed after, it was not the
      // database's fault (a query or a file read cut short)
      request.log.info({ code: error.code }, 'client went away before its answer');
      return sendError(reply, 400, { message: ERROR_MESSAGES.clientGone });
    }
    if (error instanceof AppError) {
      const { statusCode, code, message, details, headers } = error;
      reply.headers(headers);
      return sendError(reply, statusCode, { ...details, message, code });
    }
    if (error.validation) {
      const issues = validationIssues(error, request);
      return sendError(reply, 400, { message: validationMessage(issues), issues });
    }
    if (isQueryTooHeavy(error)) {
      request.log.warn({ err: error }, 'query stopped at the request bound');
      reply.header('retry-after', String(QUERY_TOO_HEAVY_RETRY_S));
      return sendError(reply, 503, {
        message: ERROR_MESSAGES.queryTooHeavy,
        code: COMMON_ERROR_CODES.queryTooHeavy,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, { message: ERROR_MESSAGES.unavailable });
    }
    if (isStorageUnavailable(error)) {
      request.log.error({ err: error }, 'storage full or unwritable');
      reply.header('retry-after', '60');
      return sendError(reply, 503, { message: ERROR_MESSAGES.storageUnavailable });
    }
    if (isRefusedValue(error)) {
      // Logged: a value the contract lets through but the database refuses is worth a look.
      request.log.warn({ err: error }, 'value refused by the database');
      return sendError(reply, 400, { message: ERROR_MESSAGES.refusedValue });
    }
    if (isMalformedMultipart(error)) {
      return sendError(reply, 400, { message: ERROR_MESSAGES.malformedMultipart });
    }
    if (error.code && TOO_MANY_PARTS.has(error.code)) {
      return sendError(reply, 400, { message: ERROR_MESSAGES.tooManyParts });
    }
    if (isMalformedJson(error)) {
      return sendError(reply, 400, {
        message: ERROR_MESSAGES.malformedJson,
        code: COMMON_ERROR_CODES.malformedJson,
      });
    }
    const status = error.statusCode ?? 500;
    const known = status < 500 ? byStatus(status) : null;
    if (known) {
      const framework = status === 400 && error.code?.startsWith('FST_') ? error.message : null;
      return sendError(reply, status, { message: framework ?? known.message, code: known.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, INTERNAL);
  });
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (Fastify's `clientErrorHandler`
 * option): a request that outlasts `requestTimeout` (408), headers too large, a malformed request.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : [400, 'Bad Request'];
  const known = byStatus(status) ?? INTERNAL;
  const body = JSON.stringify({ message: known.message, code: known.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
