import { defineProject } from 'vitest/config';
import { emotionInsertionAlias } from './build/emotion-insertion-alias';

/**
 * The build's Emotion alias (build/emotion-insertion-alias.ts) under test: Emotion and MUI run
 * through Vite as their browser ES modules, as in the product, so that the alias reaches their
 * imports (Node's require would not). A project of its own: loading all of MUI through Vite
 * slows every other web test.
 */
export default defineProject({
  test: {
    name: 'web-emotion',
    include: ['src/theme/emotion-insertion.test.tsx'],
    environment: 'happy-dom',
    server: { deps: { inline: [/@emotion\//, /@mui\//] } },
  },
  resolve: { alias: [emotionInsertionAlias], conditions: ['module', 'browser'] },
});
