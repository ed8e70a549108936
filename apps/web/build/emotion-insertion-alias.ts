import { fileURLToPath } from 'node:url';

/**
 * Emotion inserts a styled component's rules while it renders, not in React's commit
 * (src/theme/emotion-insertion.ts says why). Used by the build and by the `web-emotion` test
 * project (vitest.emotion.config.ts).
 */
export const emotionInsertionAlias = {
  find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
  replacement: fileURLToPath(new URL('../src/theme/emotion-insertion.ts', import.meta.url)),
};
