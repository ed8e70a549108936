import { errorResponseSchema } from '@keeling/contract';

/** What each error status of a route means, as the OpenAPI document says it. */
const ERROR_DESCRIPTIONS = {
  400: 'Invalid request: `issues` lists the failing fields (`common.invalid_request`)',
  401: 'No valid bearer token (`auth.unauthorized`, `auth.invalid_token`, `auth.token_expired`), or a session ended since: `auth.session_disabled`, `auth.password_changed`, `auth.signed_out_everywhere`, `auth.access_changed`',
  403: 'The role or account may not do this',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Too many requests: see Retry-After',
  503: 'The database or the storage is unavailable for now: see Retry-After',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/**
 * One error answer in a route's `response`: the one error body (`{ message, code, issues? }`,
 * or a schema extending it) as an OpenAPI response with its description.
 */
export function errorResponse<S = typeof errorResponseSchema>(
  status: ErrorStatus,
  schema: S = errorResponseSchema as S,
) {
  return {
    description: ERROR_DESCRIPTIONS[status],
    content: { 'application/json': { schema } },
  };
}

type ErrorResponseObject = ReturnType<typeof errorResponse<typeof errorResponseSchema>>;

/** `response: { 200: okSchema, ...errorResponses(400, 401, 403) }` */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): Record<S[number], ErrorResponseObject> {
  const entries = statuses.map((status) => [status, errorResponse(status)]);
  return Object.fromEntries(entries) as Record<S[number], ErrorResponseObject>;
}

/** `security` of a route that needs a signed-in user (`onRequest: app.authenticate`…). */
export const BEARER_AUTH = [{ bearerAuth: [] }];

/** `security` of a public route: no token needed. */
export const PUBLIC: [] = [];
