import { describe, expect, it } from 'vitest';
import { pageHtml, withBootScreen, withStoredLook } from './prerender-plugin';

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

describe('withStoredLook', () => {
  it('puts the pre-paint script right after the title, ahead of every script and stylesheet', () => {
    const html = withStoredLook(TEMPLATE, 'look()');
    expect(html).toContain('<title>Keeling</title>\n    <script>look()</script>');
    expect(html.indexOf('look()')).toBeLessThan(html.indexOf('/assets/index.js'));
    // the guest pages are made from it: their check script follows
    const page = pageHtml(html, { html: '<title>Sign in</title><form></form>', styles: '' }, 'c()');
    expect(page.indexOf('look()')).toBeLessThan(page.indexOf('c()'));
  });

  it('refuses a template without a title', () => {
    expect(() => withStoredLook('<html><head></head></html>', 'look()')).toThrow(/title/);
  });
});

describe('withBootScreen', () => {
  const screen = {
    html: '<div role="status" aria-label="Loading"><svg></svg></div>',
    styles: '<style data-emotion="css xyz">.css-xyz{display:flex}</style>',
  };

  it('puts the loading screen in #root and its styles in <head>', () => {
    const html = withBootScreen(TEMPLATE, screen);
    expect(html).toContain(`<div id="root">${screen.html}</div>`);
    expect(html.slice(0, html.indexOf('</head>'))).toContain(screen.styles);
  });

  it('refuses a template whose #root is not empty', () => {
    expect(() => withBootScreen(withBootScreen(TEMPLATE, screen), screen)).toThrow(/root/);
  });
});
