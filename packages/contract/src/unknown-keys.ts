/**
 * The message of a strict object's extra keys (`{ error: unknownKeys }`): names them, so a
 * client that sends a read-only field (role, email, id…) learns which one was refused.
 */
export function unknownKeys(issue: { code?: string; keys?: string[] }): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined;
  return `Unknown or read-only fields: ${(issue.keys ?? []).join(', ')}`;
}
