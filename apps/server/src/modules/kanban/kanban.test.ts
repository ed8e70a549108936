// Team boards (issue 31): columns and cards, one-card moves with fractional keys, versions
// (409 with what is current), deleting a column with its cards moved or archived, and a live
// event written with each change.
import {
  API,
  apiPath,
  KANBAN_ERROR_CODES as CODES,
  type KanbanBoardDetails,
  type KanbanCard,
} from '@keeling/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { events as eventsTable } from '../../db/schema';
import { blogClient, type TestUser, userWithRole } from '../blog/testing';

let t: TestApp;
let editor: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
});
afterAll(() => t.close());

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function ok<T = Record<string, unknown>>(
  res: Promise<{ statusCode: number; body: string; json(): unknown }>,
): Promise<T> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

async function boardWith(columns: string[], cards: Record<string, string[]>) {
  const { board } = await ok<{ board: { id: string } }>(
    call(editor, 'POST', API.kanban.boardCreate, { title: 'Field work', columns }),
  );
  const details = await read(board.id);
  for (const column of details.columns) {
    for (const title of cards[column.name] ?? []) {
      await ok(call(editor, 'POST', apiPath(API.kanban.cards, { id: column.id }), { title }));
    }
  }
  return read(board.id);
}

const read = (id: string) =>
  ok<KanbanBoardDetails>(call(viewer, 'GET', apiPath(API.kanban.board, { id })));

/** Column name → card titles, in order. */
const layout = (details: KanbanBoardDetails) =>
  Object.fromEntries(
    details.columns.map((column) => [
      column.name,
      details.cards.filter((card) => card.columnId === column.id).map((card) => card.title),
    ]),
  );

const cardOf = (details: KanbanBoardDetails, title: string) =>
  details.cards.find((card) => card.title === title) as KanbanCard;
const columnOf = (details: KanbanBoardDetails, name: string) =>
  details.columns.find((column) => column.name === name) as { id: string; version: number };

const move = (card: KanbanCard, columnId: string, afterId: string | null, version = card.version) =>
  call(editor, 'POST', apiPath(API.kanban.cardMove, { id: card.id }), {
    columnId,
    afterId,
    version,
  });

describe('boards', () => {
  it('lists boards and reads one with its columns and cards in order', async () => {
    const details = await boardWith(['To do', 'Doing', 'Done'], { 'To do': ['A', 'B', 'C'] });
    expect(layout(details)).toEqual({ 'To do': ['A', 'B', 'C'], Doing: [], Done: [] });
    const { items } = await ok<{ items: { id: string }[] }>(call(viewer, 'GET', API.kanban.boards));
    expect(items.map((b) => b.id)).toContain(details.board.id);
  });

  it('refuses a viewer’s change', async () => {
    const res = await call(viewer, 'POST', API.kanban.boardCreate, { title: 'Mine' });
    expect(res.statusCode).toBe(403);
  });
});

describe('moves', () => {
  it('save the moved card only, with a key between its new neighbours', async () => {
    const before = await boardWith(['To do', 'Doing'], {
      'To do': ['A', 'B', 'C'],
      Doing: ['X', 'Y'],
    });
    const c = cardOf(before, 'C');
    const x = cardOf(before, 'X');
    const { card } = await ok<{ card: KanbanCard }>(move(c, columnOf(before, 'Doing').id, x.id));
    const after = await read(before.board.id);
    expect(layout(after)).toEqual({ 'To do': ['A', 'B'], Doing: ['X', 'C', 'Y'] });
    expect(card.version).toBe(c.version + 1);
    for (const other of before.cards.filter((o) => o.id !== c.id)) {
      expect(cardOf(after, other.title)).toEqual(other);
    }
    const top = cardOf(after, 'Y');
    await ok(move(top, columnOf(after, 'To do').id, null));
    expect(layout(await read(before.board.id))).toEqual({
      'To do': ['Y', 'A', 'B'],
      Doing: ['X', 'C'],
    });
  });

  it('by two people in one column at once both keep their moves', async () => {
    const before = await boardWith(['To do'], { 'To do': ['A', 'B', 'C', 'D'] });
    const [a, , , d] = ['A', 'B', 'C', 'D'].map((title) => cardOf(before, title)) as KanbanCard[];
    const column = columnOf(before, 'To do').id;
    const b = cardOf(before, 'B');
    // both after B: each saves one card
    const answers = await Promise.all([
      move(a as KanbanCard, column, b.id),
      move(d as KanbanCard, column, b.id),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const order = layout(await read(before.board.id))['To do'] ?? [];
    expect(order.slice(0, 1)).toEqual(['B']);
    expect([...order].sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(order.indexOf('C')).toBe(3);
  });

  it('answer 409 with the card as it is now when it changed since it was read', async () => {
    const before = await boardWith(['To do', 'Doing'], { 'To do': ['A'] });
    const a = cardOf(before, 'A');
    await ok(
      call(editor, 'PATCH', apiPath(API.kanban.card, { id: a.id }), {
        version: a.version,
        title: 'A2',
        priority: 'high',
      }),
    );
    const res = await move(a, columnOf(before, 'Doing').id, null);
    expectError(res, 409, CODES.versionConflict);
    expect(res.json().card).toMatchObject({
      id: a.id,
      title: 'A2',
      priority: 'high',
      version: a.version + 1,
    });
  });

  it('stay within the board', async () => {
    const one = await boardWith(['To do'], { 'To do': ['A'] });
    const two = await boardWith(['Elsewhere'], {});
    const res = await move(cardOf(one, 'A'), columnOf(two, 'Elsewhere').id, null);
    expectError(res, 400, CODES.otherBoard);
  });

  it('each write a live event for the board: kind, card id, version', async () => {
    const before = await boardWith(['To do', 'Doing'], { 'To do': ['A'] });
    const a = cardOf(before, 'A');
    const { card } = await ok<{ card: KanbanCard }>(move(a, columnOf(before, 'Doing').id, null));
    const [latest] = await t.database.db
      .select()
      .from(eventsTable)
      .orderBy(desc(eventsTable.id))
      .limit(1);
    expect(latest).toMatchObject({
      topic: `board:${before.board.id}`,
      kind: 'kanban.card',
      entityId: a.id,
      entityVersion: card.version,
    });
  });
});

describe('columns', () => {
  it('are added, renamed and reordered', async () => {
    const before = await boardWith(['To do', 'Done'], {});
    const { column } = await ok<{ column: { id: string; version: number } }>(
      call(editor, 'POST', apiPath(API.kanban.columns, { id: before.board.id }), { name: 'Doing' }),
    );
    const renamed = await ok<{ column: { version: number } }>(
      call(editor, 'PATCH', apiPath(API.kanban.column, { id: column.id }), {
        version: column.version,
        name: 'Review',
      }),
    );
    await ok(
      call(editor, 'POST', apiPath(API.kanban.columnMove, { id: column.id }), {
        version: renamed.column.version,
        afterId: columnOf(before, 'To do').id,
      }),
    );
    expect((await read(before.board.id)).columns.map((c) => c.name)).toEqual([
      'To do',
      'Review',
      'Done',
    ]);
  });

  it('deleted move their cards to the end of another column, or archive them', async () => {
    const before = await boardWith(['To do', 'Doing', 'Done'], {
      'To do': ['A', 'B'],
      Doing: ['C'],
      Done: ['D'],
    });
    const moved = await call(
      editor,
      'DELETE',
      `${apiPath(API.kanban.column, { id: columnOf(before, 'To do').id })}?cardsTo=${columnOf(before, 'Doing').id}`,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(layout(await read(before.board.id))).toEqual({ Doing: ['C', 'A', 'B'], Done: ['D'] });
    await ok(
      call(editor, 'DELETE', apiPath(API.kanban.column, { id: columnOf(before, 'Done').id })),
    );
    const after = await read(before.board.id);
    expect(layout(after)).toEqual({ Doing: ['C', 'A', 'B'] });
  });
});

describe('labels', () => {
  it('are the board’s, with colours; a card carries only those, and loses one taken away', async () => {
    const { board } = await ok<{ board: { id: string; version: number } }>(
      call(editor, 'POST', API.kanban.boardCreate, {
        title: 'Labelled',
        columns: ['To do'],
        labels: [
          { name: 'field', color: 'success' },
          { name: 'data', color: 'info' },
        ],
      }),
    );
    const details = await read(board.id);
    expect(details.board.labels).toEqual([
      { name: 'field', color: 'success' },
      { name: 'data', color: 'info' },
    ]);
    const column = columnOf(details, 'To do').id;
    const refused = await call(editor, 'POST', apiPath(API.kanban.cards, { id: column }), {
      title: 'A',
      labels: ['elsewhere'],
    });
    expectError(refused, 400, CODES.unknownLabel);
    const { card } = await ok<{ card: KanbanCard }>(
      call(editor, 'POST', apiPath(API.kanban.cards, { id: column }), {
        title: 'A',
        labels: ['field', 'data'],
      }),
    );
    expect(card.labels).toEqual(['field', 'data']);
    const twice = await call(editor, 'PATCH', apiPath(API.kanban.board, { id: board.id }), {
      version: board.version,
      labels: [
        { name: 'data', color: 'info' },
        { name: 'data', color: 'error' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    await ok(
      call(editor, 'PATCH', apiPath(API.kanban.board, { id: board.id }), {
        version: board.version,
        labels: [{ name: 'data', color: 'error' }],
      }),
    );
    const after = await read(board.id);
    expect(after.board.labels).toEqual([{ name: 'data', color: 'error' }]);
    expect(cardOf(after, 'A')).toMatchObject({ labels: ['data'], version: card.version + 1 });
  });
});

describe('archive', () => {
  it('archives and restores a card; the board lists its archived cards apart', async () => {
    const before = await boardWith(['To do'], { 'To do': ['A', 'B'] });
    const a = cardOf(before, 'A');
    await ok(
      call(editor, 'PATCH', apiPath(API.kanban.card, { id: a.id }), {
        version: a.version,
        archived: true,
      }),
    );
    expect(layout(await read(before.board.id))).toEqual({ 'To do': ['B'] });
    const { items } = await ok<{ items: KanbanCard[] }>(
      call(viewer, 'GET', apiPath(API.kanban.archived, { id: before.board.id })),
    );
    expect(items.map((card) => [card.title, card.archived])).toEqual([['A', true]]);
    await ok(
      call(editor, 'PATCH', apiPath(API.kanban.card, { id: a.id }), {
        version: a.version + 1,
        archived: false,
      }),
    );
    expect(layout(await read(before.board.id))).toEqual({ 'To do': ['A', 'B'] });
  });

  it('keeps the cards of a deleted column, restored at the end of the first column', async () => {
    const before = await boardWith(['To do', 'Doing'], { 'To do': ['A'], Doing: ['C'] });
    await ok(
      call(editor, 'DELETE', apiPath(API.kanban.column, { id: columnOf(before, 'Doing').id })),
    );
    const { items } = await ok<{ items: KanbanCard[] }>(
      call(viewer, 'GET', apiPath(API.kanban.archived, { id: before.board.id })),
    );
    const [c] = items;
    expect(c).toMatchObject({ title: 'C', columnId: null, archived: true });
    await ok(
      call(editor, 'PATCH', apiPath(API.kanban.card, { id: c?.id ?? '' }), {
        version: c?.version,
        archived: false,
      }),
    );
    expect(layout(await read(before.board.id))).toEqual({ 'To do': ['A', 'C'] });
  });
});

describe('people', () => {
  it('lists the active members a card can be assigned to, for every member', async () => {
    const { items } = await ok<{ items: { id: string; name: string }[] }>(
      call(viewer, 'GET', API.kanban.people),
    );
    expect(items.map((person) => person.id)).toEqual(
      expect.arrayContaining([editor.id, viewer.id]),
    );
    expect(items.every((person) => person.name.length > 0)).toBe(true);
  });
});

describe('descriptions', () => {
  it('keep the editor’s formatting and lose what the rich-text allow-list drops', async () => {
    const before = await boardWith(['To do'], {});
    const { card } = await ok<{ card: KanbanCard }>(
      call(editor, 'POST', apiPath(API.kanban.cards, { id: columnOf(before, 'To do').id }), {
        title: 'A',
        description:
          '<p>Check <strong>both</strong> towers<img src=x onerror=alert(1)></p><script>alert(1)</script>',
      }),
    );
    expect(card.description).toBe('<p>Check <strong>both</strong> towers</p>');
    const { card: edited } = await ok<{ card: KanbanCard }>(
      call(editor, 'PATCH', apiPath(API.kanban.card, { id: card.id }), {
        version: card.version,
        description: '<p onclick="x()">Plain</p>',
      }),
    );
    expect(edited.description).toBe('<p>Plain</p>');
  });
});

describe('checklists, attachments and comments', () => {
  it('a card keeps its checklist and attachments; a bad attachment path is refused', async () => {
    const before = await boardWith(['To do'], { 'To do': ['A'] });
    const a = cardOf(before, 'A');
    const { card } = await ok<{ card: KanbanCard }>(
      call(editor, 'PATCH', apiPath(API.kanban.card, { id: a.id }), {
        version: a.version,
        checklist: [
          { id: 'one', text: 'Unpack', done: true },
          { id: 'two', text: 'Calibrate', done: false },
        ],
        attachments: [{ url: '/uploads/abc123.png', name: 'Wiring.png' }],
      }),
    );
    expect(card.checklist.map((item) => [item.text, item.done])).toEqual([
      ['Unpack', true],
      ['Calibrate', false],
    ]);
    expect(cardOf(await read(before.board.id), 'A').attachments).toEqual([
      { url: '/uploads/abc123.png', name: 'Wiring.png' },
    ]);
    const refused = await call(editor, 'PATCH', apiPath(API.kanban.card, { id: a.id }), {
      version: card.version,
      attachments: [{ url: 'https://elsewhere.example/x.png', name: 'x' }],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('viewers comment too; comments come oldest first with their author, and send an event', async () => {
    const before = await boardWith(['To do'], { 'To do': ['A'] });
    const a = cardOf(before, 'A');
    const url = apiPath(API.kanban.comments, { id: a.id });
    await ok(call(viewer, 'POST', url, { body: 'Which sensor?' }));
    await ok(call(editor, 'POST', url, { body: 'The second one.' }));
    const { items } = await ok<{ items: { body: string; authorId: string; authorName: string }[] }>(
      call(viewer, 'GET', url),
    );
    expect(items.map((c) => [c.body, c.authorId])).toEqual([
      ['Which sensor?', viewer.id],
      ['The second one.', editor.id],
    ]);
    expect(items.every((c) => c.authorName.length > 0)).toBe(true);
    // the latest event by id (a table's rows come in no set order on PostgreSQL)
    const [latest] = await t.database.db
      .select()
      .from(eventsTable)
      .orderBy(desc(eventsTable.id))
      .limit(1);
    expect(latest).toMatchObject({
      topic: `board:${before.board.id}`,
      kind: 'kanban.comment',
      entityId: a.id,
    });
    expect((await call(viewer, 'POST', url, { body: '  ' })).statusCode).toBe(400);
  });
});

describe('links to Keeling items', () => {
  it('are kept with the card, each once, and only to items the person may see', async () => {
    const before = await boardWith(['To do'], { 'To do': ['A', 'B'] });
    const [a, b] = [cardOf(before, 'A'), cardOf(before, 'B')];
    const article = await blogClient(t, editor).save({
      title: 'Flux tower results',
      content: '<p>x</p>',
      status: 'published',
    });
    const links = [
      { type: 'article', id: article.id },
      { type: 'kanban-card', id: b.id },
    ];
    const { card } = await ok<{ card: KanbanCard }>(
      call(editor, 'PATCH', apiPath(API.kanban.card, { id: a.id }), { version: a.version, links }),
    );
    expect(card.links).toEqual(links);
    // every member reads them with the board, viewers too
    expect(cardOf(await read(before.board.id), 'A').links).toEqual(links);
    // a new card takes its links at once
    const column = before.columns[0]?.id ?? '';
    const made = await ok<{ card: KanbanCard }>(
      call(editor, 'POST', apiPath(API.kanban.cards, { id: column }), {
        title: 'C',
        links: [{ type: 'kanban-card', id: a.id }],
      }),
    );
    expect(made.card.links).toEqual([{ type: 'kanban-card', id: a.id }]);

    const update = (payload: object) =>
      call(editor, 'PATCH', apiPath(API.kanban.card, { id: a.id }), {
        version: card.version,
        ...payload,
      });
    // an item that does not exist
    const missing = { type: 'dataset', id: '00000000-0000-4000-8000-000000000000' };
    expectError(await update({ links: [missing] }), 400, CODES.unknownLink);
    // a card of a members-only board this editor is not a member of
    const other = await userWithRole(t, 'editor');
    const hidden = await t.app.inject({
      method: 'POST',
      url: API.kanban.boardCreate,
      headers: other.headers,
      payload: { title: 'Private', columns: ['To do'], membersOnly: true },
    });
    const hiddenDetails = await t.app.inject({
      method: 'GET',
      url: apiPath(API.kanban.board, { id: hidden.json().board.id }),
      headers: other.headers,
    });
    const hiddenCard = await t.app.inject({
      method: 'POST',
      url: apiPath(API.kanban.cards, { id: hiddenDetails.json().columns[0].id }),
      headers: other.headers,
      payload: { title: 'Secret' },
    });
    expect(hiddenCard.statusCode, hiddenCard.body).toBe(200);
    expectError(
      await update({ links: [{ type: 'kanban-card', id: hiddenCard.json().card.id }] }),
      400,
      CODES.unknownLink,
    );
    // each item once; a kind that is not one
    expect((await update({ links: [links[0], links[0]] })).statusCode).toBe(400);
    expect((await update({ links: [{ type: 'mail', id: b.id }] })).statusCode).toBe(400);
    // the refusals changed nothing
    expect(cardOf(await read(before.board.id), 'A').links).toEqual(links);
  });
});

describe('members-only boards', () => {
  it('are seen and changed by their members and admins only; others get 404', async () => {
    const admin = await userWithRole(t, 'admin');
    const outsider = await userWithRole(t, 'editor');
    const { board } = await ok<{ board: { id: string; version: number; membersOnly: boolean } }>(
      call(editor, 'POST', API.kanban.boardCreate, {
        title: 'Hiring',
        columns: ['To do'],
        membersOnly: true,
        memberIds: [viewer.id],
      }),
    );
    expect(board.membersOnly).toBe(true);
    const path = apiPath(API.kanban.board, { id: board.id });
    const details = await ok<KanbanBoardDetails>(call(viewer, 'GET', path));
    await ok(call(admin, 'GET', path));
    expectError(await call(outsider, 'GET', path), 404, CODES.boardNotFound);
    const listed = async (user: TestUser) =>
      (await ok<{ items: { id: string }[] }>(call(user, 'GET', API.kanban.boards))).items.map(
        (b) => b.id,
      );
    expect(await listed(viewer)).toContain(board.id);
    expect(await listed(outsider)).not.toContain(board.id);

    // an outsider editor can neither add to it nor learn a card's state through a 409
    const column = details.columns[0]?.id ?? '';
    expectError(
      await call(outsider, 'POST', apiPath(API.kanban.cards, { id: column }), { title: 'X' }),
      404,
      CODES.columnNotFound,
    );
    const { card } = await ok<{ card: KanbanCard }>(
      call(editor, 'POST', apiPath(API.kanban.cards, { id: column }), { title: 'Offer' }),
    );
    const stale = await call(outsider, 'PATCH', apiPath(API.kanban.card, { id: card.id }), {
      version: 99,
      title: 'Mine',
    });
    expectError(stale, 404, CODES.cardNotFound);
    expect(stale.json().card).toBeUndefined();
    expectError(
      await call(outsider, 'GET', apiPath(API.kanban.comments, { id: card.id })),
      404,
      CODES.cardNotFound,
    );
    // opened to everyone again
    await ok(call(editor, 'PATCH', path, { version: board.version, membersOnly: false }));
    expect(await listed(outsider)).toContain(board.id);
  });
});

describe('my cards due soon', () => {
  it('are the member’s open cards due by the day asked (overdue too), soonest first', async () => {
    const me = await userWithRole(t, 'viewer');
    const before = await boardWith(['To do', 'Done'], {});
    const add = async (column: string, title: string, dueDate: string | null, mine = true) => {
      const { card } = await ok<{ card: KanbanCard }>(
        call(editor, 'POST', apiPath(API.kanban.cards, { id: columnOf(before, column).id }), {
          title,
          dueDate,
          assigneeIds: mine ? [me.id] : [editor.id],
        }),
      );
      return card;
    };
    await add('To do', 'Next week', '2031-03-20');
    await add('To do', 'Soon', '2031-03-12');
    await add('Done', 'Overdue', '2031-03-01');
    await add('To do', 'Undated', null);
    await add('To do', 'Someone else’s', '2031-03-11', false);
    const archived = await add('To do', 'Archived', '2031-03-11');
    await ok(
      call(editor, 'PATCH', apiPath(API.kanban.card, { id: archived.id }), {
        version: archived.version,
        archived: true,
      }),
    );
    const { items } = await ok<{ items: { card: KanbanCard; boardTitle: string }[] }>(
      call(me, 'GET', `${API.kanban.myCards}?until=2031-03-17`),
    );
    expect(items.map((item) => [item.card.title, item.boardTitle])).toEqual([
      ['Overdue', 'Field work'],
      ['Soon', 'Field work'],
    ]);
    expect((await call(me, 'GET', `${API.kanban.myCards}?until=soon`)).statusCode).toBe(400);
  });
});
