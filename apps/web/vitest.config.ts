import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    // build/: the build's own plugins (Node code; happy-dom does not hinder it).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
  },
});
