import { useInsertionEffect, useLayoutEffect } from 'react';

/**
 * Replaces @emotion/use-insertion-effect-with-fallbacks (aliased in vite.config.ts).
 *
 * Emotion inserts a styled component's rules in an insertion effect, that is in React's commit:
 * one task that cannot be split, and on a slow phone most of it (a form's first commit inserts
 * some 250 rules through stylis and CSSOM). Here a component's rules are inserted while it
 * renders, as Emotion does under React 17: a render in a transition or a Suspense retry is
 * sliced into 5 ms tasks, so the styling cost moves into those slices. Rules are keyed by their
 * hash and inserted once; a render React throws away leaves rules nobody uses, which is harmless.
 */
export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
}

/** Global styles keep Emotion's behaviour: they own a sheet that an effect adds and removes. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect ?? useLayoutEffect;
