// /api/docs is a document clients are generated from: it passes Redocly's recommended rules
// and openapi-typescript turns it into types that compile.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let doc: OpenAPI3;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths ?? {}).flatMap(([url, item]) =>
    Object.entries(item as Record<string, Record<string, unknown>>).map(([method, op]) => ({
      where: `${method.toUpperCase()} ${url}`,
      op,
    })),
  );

describe('OpenAPI document', () => {
  it("has no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const shown = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`);
    expect(shown.filter((p) => p.startsWith('error'))).toEqual([]);
    // The warnings left: no licence is chosen yet, and two public GETs that refuse nothing (the
    // health check, the login page's demo hint) have no 4xx.
    expect(shown).toEqual([
      'warn info-license #/info',
      'warn operation-4xx-response #/paths/~1api~1health/get/responses',
      'warn operation-4xx-response #/paths/~1api~1auth~1demo-account/get/responses',
    ]);
  });

  it('gives every operation an id, a summary, its security and the one error body', () => {
    const errorBody = ['message', 'code'];
    for (const { where, op } of operations()) {
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, where).toBeTruthy();
      expect(Array.isArray(op.security), where).toBe(true);
      const responses = op.responses as Record<string, { content?: Record<string, unknown> }>;
      // any operation may find the database or the storage unavailable
      expect(Object.keys(responses), where).toContain('503');
      for (const [status, response] of Object.entries(responses)) {
        if (!status.startsWith('4') && status !== '503') continue;
        const json = response.content?.['application/json'] as {
          schema: { required: string[] };
        };
        expect(json.schema.required, `${where} ${status}`).toEqual(
          expect.arrayContaining(errorBody),
        );
      }
    }
  });

  it('generates a typed client (openapi-typescript) that type-checks', async () => {
    const source = astToString(await openapiTS(doc));
    const ids = operations().map(({ op }) => op.operationId as string);
    const dir = mkdtempSync(path.join(tmpdir(), 'keeling-openapi-'));
    try {
      writeFileSync(path.join(dir, 'api.ts'), source);
      writeFileSync(
        path.join(dir, 'use.ts'),
        `import type { operations } from './api';
type Json<O extends keyof operations, S extends keyof operations[O]['responses']> =
  operations[O]['responses'][S] extends { content: { 'application/json': infer B } } ? B : never;
export const ids: (keyof operations)[] = ${JSON.stringify(ids)};
export const token = (body: Json<'login', 200>): string => body.data.token;
export const code = (body: Json<'login', 401>): string => body.code;
export const conflict = (body: Json<'saveArticle', 409>) => body.article?.version;
export const unavailable = (body: Json<'uploadImage', 503>): string => body.code;
`,
      );
      const program = ts.createProgram([path.join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
      for (const id of ids) expect(source).toContain(`    ${id}: {`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
