/** A JSON object (not null, not an array): what an unknown answer or stored value is read as. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
