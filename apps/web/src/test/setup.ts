import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllNamespaces } from '../locales/i18n';

// Screens suspend while their texts load; unit tests render them without Suspense.
beforeAll(() => loadAllNamespaces());

afterEach(() => {
  cleanup();
  // absent in the files that run in Node as the build does (`@vitest-environment node`)
  globalThis.sessionStorage?.clear();
});
