/**
 * Ends the current task: what follows runs in a task of its own, so input and paints can come in
 * between (the entry's start-up, the editor's two rich-text chunks).
 */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
