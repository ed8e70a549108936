import { useEffect } from 'react';

/**
 * Puts a page's description into the document's one `<meta name="description">` (index.html's,
 * kept for pages that set none), and puts the previous text back when the page leaves. A
 * rendered `<meta>` would be hoisted next to index.html's: two descriptions.
 */
export function useMetaDescription(content: string | undefined): void {
  useEffect(() => {
    if (!content) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const isCreated = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const meta = tag;
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (isCreated) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}
