import type { ErrorCode } from '@keeling/contract';

/**
 * Every error the API answers on purpose: an HTTP status, a stable `code` from the contract's
 * error-codes.ts (what clients translate and branch on), an English `message` safe to show,
 * and `details` spread into the body beside them (e.g. the current article on a 409).
 * The one handler (plugins/errors.ts) sends it as `{ message, code, ...details }`, with
 * `headers` on the answer (e.g. Retry-After on a 429).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}
