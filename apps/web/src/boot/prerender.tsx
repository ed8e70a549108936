import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/router/routes';
import { paths } from '../config/paths';
import { ltrCache } from '../theme/rtl-cache';

/**
 * Build-time rendering of the guest pages (apps/web/build/prerender-plugin.ts runs this module in
 * Node): what a first-time visitor sees (no session, English, the default settings) is in the
 * HTML, so it paints before the scripts arrive; start-app.tsx hydrates it. Never in the browser
 * bundle.
 */
/** The guest pages: what a first visit to the product shows. */
export const PRERENDERED_PATHS = [paths.auth.jwt.login, paths.auth.jwt.register];

export interface PrerenderedPage {
  /** What React rendered: the page's title element (hoisted by React in the browser), then the markup of #root. */
  html: string;
  /** Emotion's style tags for that markup (theme, CssBaseline, components). */
  styles: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} redirects: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Emotion's server mode: styles stay in the app's cache for extraction, not inline <style>
  // tags; the browser's cache of the same key adopts them on hydration.
  ltrCache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  const html = await streamToString(prelude);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(ltrCache);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

export { type BootScreen, renderBootScreen, storedLookScript } from './boot-screen';
export { prerenderCheckScript } from './prerender-check';
