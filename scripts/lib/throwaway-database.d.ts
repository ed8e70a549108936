/** Runs one statement in the `postgres` database of the server `serverUrl` names. */
export function onPostgresServer(serverUrl: string, sql: string): Promise<void>;

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A database `<prefix>_<hex>` (a copy of `template` when given), and how to drop it again. */
export function throwawayDatabase(
  serverUrl: string,
  options?: { prefix?: string; template?: string },
): Promise<ThrowawayDatabase>;
