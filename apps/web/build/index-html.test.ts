import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@keeling/contract/constants';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '../src/auth/token';
import { webRoot } from './route-table.js';

describe('index.html early /api/auth/me', () => {
  it('reads the token where the app stores it and asks the me endpoint', () => {
    const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
    expect(html).toContain(`sessionStorage.getItem('${STORAGE_KEY}')`);
    expect(html).toContain(`fetch('${API.auth.me}'`);
    expect(html).toContain('window.__keelingMe');
  });
});
