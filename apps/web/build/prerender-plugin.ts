import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

/** Where the prerendered pages go in the web build; the server serves each at its path. */
export const PRERENDERED_DIR = 'prerendered';
const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY = 'src/boot/prerender.tsx';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  prerenderPage(url: string): Promise<{ html: string; styles: string }>;
  prerenderCheckScript(): string;
  renderBootScreen(): { html: string; styles: string };
  storedLookScript(): string;
}

const TITLE = /<title>([\s\S]*?)<\/title>/;

/**
 * The built index.html with a page in it: React's markup in #root (marked `data-prerendered`),
 * the title React rendered in place of the template's (React hoists it in the browser), the
 * visitor check and the page's styles in <head>.
 */
export function pageHtml(
  template: string,
  page: { html: string; styles: string },
  checkScript: string,
): string {
  const title = page.html.match(TITLE)?.[0];
  if (!title || !TITLE.test(template)) throw new Error('no <title> in the page or index.html');
  const head = [
    `<script>${checkScript}</script>`,
    // a visitor the page was not rendered for sees nothing until the app renders
    '<style>html[data-prerender=off] #root[data-prerendered]{visibility:hidden}</style>',
    page.styles,
  ].join('\n    ');
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  return template
    .replace(TITLE, () => title)
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace(
      EMPTY_ROOT,
      () => `<div id="root" data-prerendered>${page.html.replace(TITLE, '')}</div>`,
    );
}

/**
 * index.html (and so every prerendered page) with the stored look applied before the first
 * paint: right after the title, ahead of the stylesheet an inline script would wait for.
 */
export function withStoredLook(template: string, lookScript: string): string {
  const title = template.match(TITLE)?.[0];
  if (!title) throw new Error('index.html has no <title>');
  return template.replace(TITLE, () => `${title}\n    <script>${lookScript}</script>`);
}

/** index.html with the loading screen in #root (React's first commit replaces it) and its styles. */
export function withBootScreen(template: string, screen: { html: string; styles: string }) {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  return template
    .replace('</head>', () => `    ${screen.styles}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${screen.html}</div>`);
}

/**
 * After the client build: renders the guest pages (src/boot/prerender.tsx, built for Node into a
 * temporary folder) into `dist/prerendered/<path>.html`, so a first visit paints the sign-in form
 * before the scripts arrive (mobile Lighthouse: docs/benchmarks.md). Part of the speed room:
 * features never name it.
 */
export function prerenderGuestPages(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  let skip = false;
  return {
    name: 'keeling:prerender-guest-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      // the Node build below loads this config too
      skip = Boolean(config.build.ssr);
    },
    async closeBundle(error) {
      if (error || skip) return;
      const temp = await mkdtemp(join(tmpdir(), 'keeling-prerender-'));
      try {
        await build({
          root,
          configFile,
          mode: 'production',
          logLevel: 'warn',
          ssr: { noExternal: true },
          build: {
            ssr: ENTRY,
            outDir: temp,
            emptyOutDir: true,
            manifest: false,
            ssrManifest: false,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const module = (await import(
          pathToFileURL(join(temp, 'prerender.mjs')).href
        )) as PrerenderModule;
        const indexFile = join(outDir, 'index.html');
        // first: the boot screen's styles are what the render cache holds until then
        const bootScreen = module.renderBootScreen();
        const template = withStoredLook(
          await readFile(indexFile, 'utf8'),
          module.storedLookScript(),
        );
        const checkScript = module.prerenderCheckScript();
        for (const path of module.PRERENDERED_PATHS) {
          const page = await module.prerenderPage(path);
          const file = join(outDir, PRERENDERED_DIR, `${path.replace(/^\//, '')}.html`);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, pageHtml(template, page, checkScript));
        }
        await writeFile(indexFile, withBootScreen(template, bootScreen));
      } finally {
        await rm(temp, { recursive: true, force: true });
      }
    },
  };
}
