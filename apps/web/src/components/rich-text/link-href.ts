/** What the link dialog's address becomes: a link, no link (emptied), or refused. */
export type LinkHref = { kind: 'link'; href: string } | { kind: 'remove' } | { kind: 'invalid' };

const ABSOLUTE = /^https?:\/\/[^\s/?#]+/i;
const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/i;
/** A path on this site: '/x', './x', '../x', '#x' or '?x', never '//host' or '/\host'. */
const RELATIVE = /^(\/(?![/\\])|\.\.?\/|#|\?)/;

/** Only http(s), mailto: and relative addresses become links; an empty field removes it. */
export function parseLinkHref(input: string): LinkHref {
  const href = input.trim();
  if (!href) return { kind: 'remove' };
  // control characters, spaces and backslashes are how scheme filters get tricked
  if (/[\s\\\p{Cc}]/u.test(href)) return { kind: 'invalid' };
  if (ABSOLUTE.test(href)) {
    try {
      return { kind: 'link', href: new URL(href).href };
    } catch {
      return { kind: 'invalid' };
    }
  }
  if (MAILTO.test(href) || RELATIVE.test(href)) return { kind: 'link', href };
  return { kind: 'invalid' };
}
