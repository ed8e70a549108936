import { defineProject } from 'vitest/config';
import { emotionInsertionAlias } from './build/emotion-insertion-alias';

export default defineProject({
  test: {
    name: 'web',
    // build/: the build's own plugins and route table (Node code; happy-dom does not hinder it).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // Emotion (and MUI, which imports it) run through Vite as their browser ES modules, as in
    // the product, so that the build's Emotion alias reaches them (Node's require would not)
    server: { deps: { inline: [/@emotion\//, /@mui\//] } },
  },
  resolve: { alias: [emotionInsertionAlias], conditions: ['module', 'browser'] },
});
