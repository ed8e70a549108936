import { useEffect } from 'react';

/** The screens holding changes not saved yet (each while it holds them). */
const holders = new Set<symbol>();

/**
 * Marks this screen as holding unsaved changes while `isDirty`, so that a sign-out, which leaves
 * by no link a screen could block and removes what the account kept in this browser, asks first.
 */
export function useUnsavedWork(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const holder = Symbol('unsaved work');
    holders.add(holder);
    return () => {
      holders.delete(holder);
    };
  }, [isDirty]);
}

/** Whether a screen holds changes not saved yet. */
export function hasUnsavedWork(): boolean {
  return holders.size > 0;
}
