import sanitizeHtml from 'sanitize-html';

/** Relative upload paths only; anything else must be an absolute http(s) URL. */
const UPLOAD_SRC = /^\/uploads\/[a-z0-9]+\.(png|jpg|gif|webp)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'hr',
    'br',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // script, style, textarea, option... are dropped with their content; other tags are unwrapped.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};

function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  return UPLOAD_SRC.test(src) || /^https?:\/\//i.test(src);
}

/**
 * The allow-list for rich text, an article's body or a card's description (DESIGN §7): text formatting, headings, lists, quotes,
 * code, links (http, https, mailto; rel added) and images (http(s) or /uploads/...).
 * No scripts, styles, event handlers, iframes, forms or data:/javascript: URLs.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
