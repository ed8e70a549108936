// Schema-driven fuzzing of every operation of the OpenAPI document: parameters and bodies drawn
// from their JSON schemas with fast-check, often broken on purpose (hostile text, wrong types,
// missing or extra fields), sent as an admin (the deepest reach). No answer may be a 5xx, every
// 4xx is `{ message, code }`, every request answered (FUZZ_MAX_MS: a hang guard, not a speed
// bound). FUZZ_RUNS cases a route: 100 by default, 1,000 in the deep run.
import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { casesFor, FUZZ_RUNS, FUZZ_TEST_TIMEOUT_MS, sendCase } from './fuzz';
import { buildTestApp, type TestApp } from './helper';
import { type Operation, operationsOf } from './openapi-operations';
import { roleUsers } from './role-users';

/** Bodies this suite cannot draw (multipart files): the uploads suites cover them. */
const MULTIPART = new Set([
  'POST /api/uploads',
  'POST /api/account/photo',
  'POST /api/datasets/inspect',
]);

// Built while the file is collected: one test an operation, named after it.
const t: TestApp = await buildTestApp();
const adminId = (await roleUsers(t)).admin;
const operations: Operation[] = operationsOf(t.app.swagger());
afterAll(() => t.close());

describe(`fuzz: ${FUZZ_RUNS} cases an operation`, () => {
  const token: { value?: string } = {};
  for (const op of operations) {
    it(
      op.key,
      async () => {
        await fc.assert(
          fc.asyncProperty(casesFor(op, MULTIPART.has(op.key)), (c) =>
            sendCase(t, op, adminId, c, token),
          ),
          { numRuns: FUZZ_RUNS, endOnFailure: true },
        );
      },
      FUZZ_TEST_TIMEOUT_MS,
    );
  }
});
