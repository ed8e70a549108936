import { act } from '@testing-library/react';

/** Lets the tasks queued so far run (timers at 0 ms), inside act. */
export const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
