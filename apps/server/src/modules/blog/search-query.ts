const MAX_TERMS = 8;
const MAX_WORD = 60;

/** Letters and digits only: none of tsquery's operators (& | ! ( ) : * ' <->) can get through. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Turns what a person types into a safe `to_tsquery` text, websearch-like and prefix-matching:
 * `keel curve` -> `keel:* & curve:*`, `ocean or sea` -> `ocean:* | sea:*`, `co2 -travel` ->
 * `co2:* & !travel:*`. The last word matches as a prefix, so results follow the typing.
 * Returns null when nothing searchable remains.
 */
export function toPrefixTsQuery(input: string): string | null {
  const parts: string[] = [];
  let joinWithOr = false;
  let positives = 0;
  for (const chunk of input.split(/\s+/)) {
    if (parts.length >= MAX_TERMS * 2) break;
    if (chunk.toLowerCase() === 'or' && parts.length > 0) {
      joinWithOr = true;
      continue;
    }
    const words = (chunk.match(WORD) ?? []).map((w) => `${w.slice(0, MAX_WORD).toLowerCase()}:*`);
    if (words.length === 0) continue;
    const negated = chunk.startsWith('-') && chunk.length > 1;
    const term = words.length === 1 ? words[0] : `(${words.join(' & ')})`;
    if (parts.length > 0) parts.push(joinWithOr ? '|' : '&');
    parts.push(negated ? `!${term}` : `${term}`);
    if (!negated) positives++;
    joinWithOr = false;
  }
  return positives > 0 ? parts.join(' ') : null;
}
