import { startTransition, useEffect, useState } from 'react';

/**
 * 0 on the first render, then 1, 2 … up to `last`, each step in a transition started once the
 * previous one is committed: a screen paints its light part first (title, first cards,
 * placeholders) and renders its heavy part after, in pieces, each a commit of its own. On a slow
 * phone a form or a grid of MUI components costs hundreds of milliseconds of styling; a render
 * in a transition is sliced, but its commit is one task, so smaller pieces keep each task short.
 */
export function useStepsAfterCommit(last: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step < last) startTransition(() => setStep(step + 1));
  }, [step, last]);
  return Math.min(step, last);
}

/** False on the first render, true once that render is committed (see useStepsAfterCommit). */
export function useShownAfterCommit(): boolean {
  return useStepsAfterCommit(1) === 1;
}
