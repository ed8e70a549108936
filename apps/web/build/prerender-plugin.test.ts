import { describe, expect, it } from 'vitest';
import { pageHtml } from './prerender-plugin';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Keeling</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageHtml', () => {
  const page = {
    html: '<title>Sign in | Keeling</title><form><label>Price in US$&amp; $1</label></form>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  };

  it("puts React's title in place of the template's, the markup in #root, check and styles in <head>", () => {
    const html = pageHtml(TEMPLATE, page, 'check()');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Sign in | Keeling</title>');
    expect(html).toContain(
      '<div id="root" data-prerendered><form><label>Price in US$&amp; $1</label></form></div>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script>check()</script>');
    expect(head).toContain('html[data-prerender=off] #root[data-prerendered]{visibility:hidden}');
    expect(head).toContain(page.styles);
    expect(head.indexOf('/assets/index.js')).toBeLessThan(head.indexOf('check()'));
  });

  it('refuses a template or a page it cannot place the page in', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', ''), page, '')).toThrow(/root/);
    expect(() => pageHtml(TEMPLATE, { ...page, html: '<form></form>' }, '')).toThrow(/title/);
  });
});
