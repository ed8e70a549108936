import { API, COMMON_ERROR_CODES, healthResponseSchema } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { errorResponses, PUBLIC } from '../lib/route-schema';

/** How long the health check waits for the database's answer. */
export const HEALTH_TIMEOUT_MS = 2_000;

const unavailable = (message: string) =>
  new AppError(
    503,
    COMMON_ERROR_CODES.unavailable,
    message,
    {},
    {
      'retry-after': '5',
    },
  );

export interface HealthOptions {
  /** True while the server drains before shutting down. */
  draining?: () => boolean;
  timeoutMs?: number;
}

/** True when `select 1` answers within `timeoutMs`. */
export async function databaseAnswers(db: Db, timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answer = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: 200 while the server and its database answer; 503 when the database does not,
 * or while the server drains before shutting down (a load balancer stops sending it requests).
 */
export function registerHealth(
  app: FastifyInstance,
  db: Db,
  { draining = () => false, timeoutMs = HEALTH_TIMEOUT_MS }: HealthOptions = {},
): void {
  app.get(
    API.health,
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Readiness: the server and its database answer (503 when the database does not)',
        security: PUBLIC,
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async () => {
      if (draining()) throw unavailable('The server is shutting down');
      if (!(await databaseAnswers(db, timeoutMs))) throw unavailable('The database is unavailable');
      return { status: 'ok' as const };
    },
  );
}
