import type { TestProject } from 'vitest/node';
import { makeTemplate, type Template } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    template: Template;
  }
}

/** Once for the browser suite: the seeded database every test file's server starts from. */
export default async function setup(project: TestProject) {
  const { template, remove } = await makeTemplate();
  project.provide('template', template);
  return remove;
}
