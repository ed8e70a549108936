import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every user-visible text comes from the locale files. This scan fails on JSX text made of
 * letters (`<p>Hello</p>`) and on literal user-facing attributes (`aria-label="Menu"`).
 * Allowed: text without letters ('·', '/', '404', '—').
 */
const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEXT_ATTRIBUTES = ['aria-label', 'label', 'title', 'placeholder', 'alt', 'helperText'];
const LETTER = /\p{L}/u;
/** JSX text between a tag's end and the next tag or expression. */
const JSX_TEXT = />([^<>{}]+)</g;
const ATTRIBUTE = new RegExp(`\\s(${TEXT_ATTRIBUTES.join('|')})="([^"]*)"`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Drops comments and the type/code text that `>…<` could catch outside JSX. */
function jsxOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/=>/g, '=')
    .replace(/\b\w+<[\w\s|.,[\]'"]+>/g, '');
}

export function hardCodedTexts(source: string): string[] {
  const code = jsxOnly(source);
  const found: string[] = [];
  for (const [, text = ''] of code.matchAll(JSX_TEXT)) {
    const isCode = /[;=()]/.test(text) || /^[,\]]/.test(text.trim());
    if (LETTER.test(text) && !isCode) found.push(text.trim());
  }
  for (const [, name, value = ''] of code.matchAll(ATTRIBUTE)) {
    if (LETTER.test(value)) found.push(`${name}="${value}"`);
  }
  return found;
}

describe('hard-coded text scan', () => {
  it('catches JSX text and text attributes, not code or non-words', () => {
    expect(hardCodedTexts('<Typography>Sign in</Typography>')).toEqual(['Sign in']);
    expect(hardCodedTexts('<IconButton aria-label="Menu" />')).toEqual(['aria-label="Menu"']);
    expect(hardCodedTexts('<span>{t("a")} · {count}</span>')).toEqual([]);
    expect(
      hardCodedTexts('const [a, b] = useState<HTMLElement | null>(null);\n<Box>\n</Box>'),
    ).toEqual([]);
    expect(hardCodedTexts('<text>404</text><i>—</i>')).toEqual([]);
    expect(hardCodedTexts('{ element: <A />,\n  errorElement: <B /> }')).toEqual([]);
  });

  it('finds none in apps/web/src/**/*.tsx', () => {
    const offenders = sourceFiles(srcDir).flatMap((file) =>
      hardCodedTexts(readFileSync(file, 'utf8')).map(
        (text) => `${relative(srcDir, file)}: ${text}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
