import { type KanbanCardCreate, type KanbanLabel, kanbanCardCreateSchema } from '@keeling/contract';
import type { DbAndCache } from '../db/client';
import { createEventWriter } from '../modules/events/service';
import { createItemsService } from '../modules/items/service';
import { createKanbanService } from '../modules/kanban/service';

/** The demo team board: the field campaign's work, in three columns. */
export const DEMO_BOARD = {
  title: 'CO2 field campaign',
  description: 'Sensors, samples and the reports of the spring campaign.',
  labels: [
    { name: 'sensors', color: 'info' },
    { name: 'logistics', color: 'warning' },
    { name: 'field', color: 'success' },
    { name: 'data', color: 'secondary' },
  ] satisfies KanbanLabel[],
  columns: {
    'To do': [
      {
        title: 'Calibrate the CO2 sensors against the reference gas',
        priority: 'high',
        labels: ['sensors'],
      },
      { title: 'Book the van for the peat-bog site', labels: ['logistics'] },
      { title: 'Order replacement filters', priority: 'low', labels: ['sensors'] },
    ],
    Doing: [
      { title: 'Collect soil cores at plot B', priority: 'high', labels: ['field'] },
      { title: 'Clean up the March flux data', labels: ['data'] },
    ],
    Done: [{ title: 'Install the eddy-covariance tower', labels: ['field'] }],
  } satisfies Record<string, KanbanCardCreate[]>,
};

/** Creates the demo board through the kanban service (its cards assigned to the demo admin). */
export async function seedKanban(data: DbAndCache, admin: { id: string }): Promise<void> {
  const kanban = createKanbanService({
    db: data.db,
    events: createEventWriter(data.db),
    items: createItemsService({ db: data.db }),
  });
  const names = Object.keys(DEMO_BOARD.columns);
  const board = await kanban.createBoard(
    {
      title: DEMO_BOARD.title,
      description: DEMO_BOARD.description,
      labels: DEMO_BOARD.labels,
      membersOnly: false,
      memberIds: [],
      columns: names,
    },
    admin,
  );
  const { columns } = await kanban.board(board.id);
  for (const column of columns) {
    const cards = DEMO_BOARD.columns[column.name as keyof typeof DEMO_BOARD.columns] ?? [];
    for (const card of cards) {
      const body = kanbanCardCreateSchema.parse({ ...card, assigneeIds: [admin.id] });
      await kanban.addCard(column.id, body, { id: admin.id, role: 'admin' });
    }
  }
}
