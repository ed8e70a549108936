import type { UserCounts, UserListQuery } from '@keeling/contract';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export type UserFilter = Pick<UserListQuery, 'role' | 'search'>;

const SORT_EXPRESSIONS: Record<UserListQuery['sort'], SQL> = {
  createdAt: sql`${users.createdAt}`,
  name: sql`lower(${users.displayName})`,
  email: sql`lower(${users.email})`,
  role: sql`${users.role}`,
  status: sql`${users.status}`,
};

/** Role and search: the filters the status tabs' counts follow. */
function whereOf(filter: UserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(users.displayName, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The administration list's queries. */
export function createUserListRepository(db: Db) {
  return {
    list(query: UserListQuery): Promise<UserRow[]> {
      const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
      const status = query.status === 'all' ? undefined : eq(users.status, query.status);
      return db
        .select()
        .from(users)
        .where(and(whereOf(query), status))
        .orderBy(sql`${SORT_EXPRESSIONS[query.sort]} ${direction}`, sql`${users.id} ${direction}`)
        .limit(query.size)
        .offset((query.page - 1) * query.size);
    },

    /** Users per status for the role filter and search, in one pass. */
    async counts(filter: UserFilter): Promise<UserCounts> {
      const n = (status: string) =>
        sql<number>`(count(*) filter (where ${users.status} = ${status}))::int`;
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          active: n('active'),
          pending: n('pending'),
          banned: n('banned'),
          rejected: n('rejected'),
        })
        .from(users)
        .where(whereOf(filter));
      return row ?? { all: 0, active: 0, pending: 0, banned: 0, rejected: 0 };
    },
  };
}
