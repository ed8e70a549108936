import { DEFAULT_SETTINGS, type Settings } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { AXE_COMBOS } from '../support/a11y-screens';
import { axeViolations } from '../support/axe';
import { stillFor } from '../support/browser';
import { texts } from '../support/data';
import { demoApi } from '../support/editor';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 33, "done when": axe finds nothing serious or critical on the chat in light and dark,
// left to right (English) and right to left (Arabic): the seeded conversation with a message
// carrying a file link and a linked chart, the presence beside its title, the Busy switch, and
// the composer with the shared item picker open.
const suite = startSuite();
const FAILING = ['serious', 'critical'] as const;

async function attachCsv(baseURL: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob(['year,ppm\n2025,427.10\n'], { type: 'text/csv' }), 'co2.csv');
  const response = await fetch(`${baseURL}/api/chat/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`attachment: ${response.status}`);
  return ((await response.json()) as { url: string }).url;
}

describe('accessibility of the chat (axe-core: serious and critical)', () => {
  for (const combo of AXE_COMBOS) {
    it(`has no violations: ${combo.themeMode}, ${combo.themeDirection}`, async () => {
      const settings: Settings = { ...DEFAULT_SETTINGS, ...combo };
      const language = combo.themeDirection === 'rtl' ? 'ar' : 'en';
      const chat = texts(language, 'chat');
      const api = await demoApi(suite.server.url);
      await api.put('/api/account/settings', { settings, language });
      const [conversation] = (await api.get('/api/chat/conversations')).items as { id: string }[];
      const charts = (await api.get('/api/items?q=Keeling&type=chart')).items as { id: string }[];
      if (!conversation || !charts[0]) throw new Error('the seeded conversation and chart');
      const url = await attachCsv(suite.server.url, api.token);
      await api.post(`/api/chat/conversations/${conversation.id}/messages`, {
        clientId: `a11y-${combo.themeMode}-${combo.themeDirection}`,
        body: 'The annual means and the curve',
        attachments: [{ url, name: 'co2.csv' }],
        item: { type: 'chart', id: charts[0].id },
      });
      const { page, context } = await openSignedIn(suite.browser, suite.server.url, {
        token: api.token,
        settings,
        language,
      });
      const found: string[] = [];
      const check = async (where: string) => {
        await stillFor(page);
        for (const line of await axeViolations(page, FAILING)) found.push(`${where}: ${line}`);
      };
      await page.goto(`/dashboard/chat?c=${conversation.id}`);
      // each combination sends one more such message into the same conversation: the newest
      const message = page.getByTestId('chat-message').filter({ hasText: 'annual means' }).last();
      await message.getByRole('link', { name: /co2\.csv/ }).waitFor();
      await message.getByRole('link', { name: /Keeling/ }).waitFor();
      await page.getByTestId('chat-presence').first().waitFor();
      await check('conversation');

      await page.getByRole('button', { name: chat.composer.linkItem }).click();
      await page.getByRole('combobox').last().waitFor();
      await check('item picker');
      expect(found).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
