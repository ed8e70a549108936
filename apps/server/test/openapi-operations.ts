import { randomUUID } from 'node:crypto';

type Schema = Record<string, unknown>;

export interface Operation {
  /** `GET /api/blog/article`: the key of the route × role table. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Query and path parameters with their JSON schemas. */
  parameters: { in: 'query' | 'path'; name: string; required: boolean; schema: Schema }[];
  /** The JSON body's schema, when the operation takes one. */
  body: Schema | null;
  public: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Document {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

/** Every operation of an OpenAPI document (`app.swagger()`). */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as Document;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method] as
        | {
            parameters?: Operation['parameters'];
            requestBody?: { content: Record<string, { schema: Schema }> };
            security?: unknown[];
          }
        | undefined;
      if (!op) continue;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (op.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path'),
        body: op.requestBody?.content['application/json']?.schema ?? null,
        public: (op.security ?? []).length === 0,
      });
    }
  }
  return operations;
}

/** A path parameter's stand-in: an unknown but well-formed value. */
const PLACEHOLDERS: Record<string, string> = {
  name: `${'a'.repeat(32)}.png`,
  slug: 'no-such-dashboard',
};

/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 a hostile client would send. */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** The URL of an operation with its path parameters filled in, and an optional query. */
export function urlFor(op: Operation, path: Record<string, string> = {}, query = ''): string {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodePart(path[name] ?? PLACEHOLDERS[name] ?? randomUUID()),
  );
  return query ? `${url}?${query}` : url;
}

/** A plain call of the operation: placeholders in the path, `{}` as a JSON body. */
export function requestFor(op: Operation, path: Record<string, string> = {}) {
  return {
    method: op.method,
    url: urlFor(op, path),
    ...(op.body ? { payload: {} } : {}),
    headers: {} as Record<string, string>,
  };
}
