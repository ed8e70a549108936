import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    // build/: the build's own plugins and route table (Node code; happy-dom does not hinder it).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // needs MUI and Emotion run through Vite: its own project (vitest.emotion.config.ts)
    exclude: ['src/theme/emotion-insertion.test.tsx'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
  },
});
