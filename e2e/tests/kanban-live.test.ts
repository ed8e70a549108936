import { describe, it } from 'vitest';
import { moveSeenLive } from '../support/kanban';
import { startSuite } from '../support/suite';

// Issue 31, "done when": two people on one board, on one server (support/kanban.ts); the same
// across two instances on PostgreSQL: kanban-instances.test.ts.
const suite = startSuite();

describe('the team board, live', () => {
  it('one moves a card by keyboard, the other sees it move without reloading', async () => {
    await moveSeenLive(suite.browser, suite.server.url, suite.server.url);
  });
});
