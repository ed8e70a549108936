import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0keeling:mui-create-theme-no-vars';

/**
 * What MUI's `createTheme` does for a theme without CSS variables: it hands the options to
 * `createThemeNoVars` unchanged. Checked against MUI's source at every build, so an MUI upgrade
 * that changes this fails the build instead of changing the theme.
 */
const NO_VARS_BRANCH =
  /if \(cssVariables === false\) \{\s*if \(!\('colorSchemes' in options\)\) \{\s*\/\/ Behaves exactly as v5\s*return createThemeNoVars\(options, \.\.\.args\);/;

/** MUI's `styles/` folder, found from its package.json (the package exports only `./styles`). */
export function muiStylesDir(): string {
  const packageJson = createRequire(import.meta.url).resolve('@mui/material/package.json');
  return join(dirname(packageJson), 'styles');
}

/**
 * MUI's `createTheme.mjs` and `createThemeNoVars.mjs`, or why the plugin cannot be used with the
 * installed MUI (files moved, or `createTheme` no longer delegates as expected).
 */
export function checkMuiCreateTheme(): { createThemeFile: string; noVarsFile: string } | string {
  const stylesDir = muiStylesDir();
  const createThemeFile = join(stylesDir, 'createTheme.mjs');
  const noVarsFile = join(stylesDir, 'createThemeNoVars.mjs');
  let source: string;
  let noVars: string;
  try {
    source = readFileSync(createThemeFile, 'utf8');
    noVars = readFileSync(noVarsFile, 'utf8');
  } catch (error) {
    return `MUI's theme files moved (${String(error)}); update apps/web/build/mui-theme-no-vars-plugin.ts or remove the plugin`;
  }
  if (!NO_VARS_BRANCH.test(source) || !/export default createThemeNoVars;/.test(noVars)) {
    return `${createThemeFile} no longer delegates to createThemeNoVars as expected; check the new createTheme and update or remove the plugin`;
  }
  return { createThemeFile, noVarsFile };
}

/**
 * `createTheme` from '@mui/material/styles' bundles `createThemeWithVars` (4 KiB gzip, the CSS
 * variables theme) even when `cssVariables` is off, because it picks one at run time. Keeling's
 * theme has no CSS variables and no `colorSchemes`, so every `createTheme` call (ours, the
 * locale merge, MUI's default theme) takes the `createThemeNoVars` branch. This plugin resolves
 * MUI's `createTheme.mjs` to a module that calls `createThemeNoVars` directly and throws if it is
 * ever asked for CSS variables or colour schemes.
 *
 * The build fails when MUI's files move, `createTheme` no longer delegates as above, or nothing
 * imports MUI's `createTheme.mjs` any more.
 */
export function muiThemeWithoutCssVars(): Plugin {
  let createThemeFile = '';
  let noVarsFile = '';
  let replaced = false;
  return {
    name: 'keeling:mui-theme-no-vars',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const files = checkMuiCreateTheme();
      if (typeof files === 'string') this.error(`keeling:mui-theme-no-vars: ${files}`);
      ({ createThemeFile, noVarsFile } = files);
      replaced = false;
    },
    buildEnd(error) {
      if (!error && !replaced) {
        this.error(
          `keeling:mui-theme-no-vars: nothing imported ${createThemeFile} any more; update or remove the plugin`,
        );
      }
    },
    resolveId: {
      order: 'pre',
      async handler(source, importer) {
        if (!importer || importer === VIRTUAL_ID || !/createTheme(\.mjs)?$/.test(source)) {
          return null;
        }
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        return resolved?.id === createThemeFile ? VIRTUAL_ID : null;
      },
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      replaced = true;
      return [
        `import createThemeNoVars from ${JSON.stringify(noVarsFile)};`,
        'export default function createTheme(options = {}, ...args) {',
        "  if (options.cssVariables || 'colorSchemes' in options) {",
        "    throw new Error('Keeling builds MUI without CSS variables themes (apps/web/build/mui-theme-no-vars-plugin.ts)');",
        '  }',
        '  return createThemeNoVars(options, ...args);',
        '}',
      ].join('\n');
    },
  };
}
