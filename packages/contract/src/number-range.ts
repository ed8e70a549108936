import type { $ZodType } from 'zod/v4/core';

/**
 * Both limits of a number field, when its schema has both (`distanceKm`: more than 0, at most
 * 50,000): a client then states the rule as one range ("must be between 1 and 1,000") rather
 * than the one limit a value broke. `…Inclusive`: whether the limit itself is allowed.
 */
export interface NumberRange {
  minimum: number;
  maximum: number;
  minimumInclusive: boolean;
  maximumInclusive: boolean;
}

/** Wrappers whose inner schema holds a field's checks. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'nonoptional',
]);

interface CheckDef {
  check: string;
  value?: unknown;
  inclusive?: boolean;
}

interface Node {
  _zod: {
    def: {
      type: string;
      innerType?: Node;
      shape?: Record<string, Node>;
      element?: Node;
      checks?: { _zod: { def: CheckDef } }[];
    };
  };
}

function unwrap(node: Node): Node {
  let current = node;
  while (WRAPPERS.has(current._zod.def.type) && current._zod.def.innerType)
    current = current._zod.def.innerType;
  return current;
}

/** The schema of the field at `path` (object keys, array items), unwrapped; undefined if none. */
function fieldAt(schema: $ZodType, path: readonly PropertyKey[]): Node | undefined {
  let node: Node | undefined = unwrap(schema as unknown as Node);
  for (const key of path) {
    const def: Node['_zod']['def'] = node._zod.def;
    node =
      def.type === 'object'
        ? def.shape?.[String(key)]
        : def.type === 'array'
          ? def.element
          : undefined;
    if (!node) return undefined;
    node = unwrap(node);
  }
  return node;
}

interface Limit {
  value: number;
  inclusive: boolean;
}

/** Of two limits on one side, the one that lets fewer values through. */
const stricter = (a: Limit | undefined, b: Limit, low: boolean): Limit => {
  if (!a || a.value === b.value) return a && !a.inclusive ? a : b;
  return (low ? b.value > a.value : b.value < a.value) ? b : a;
};

/**
 * The range of the number field at `path` in `schema` (read from its checks: `gt`, `minimum`,
 * `lt`, `maximum`), or undefined when it has not both limits.
 */
export function numberRangeAt(
  schema: $ZodType,
  path: readonly PropertyKey[],
): NumberRange | undefined {
  const node = fieldAt(schema, path);
  if (node?._zod.def.type !== 'number') return undefined;
  let low: Limit | undefined;
  let high: Limit | undefined;
  for (const { _zod } of node._zod.def.checks ?? []) {
    const { check, value, inclusive = false } = _zod.def;
    if (typeof value !== 'number') continue;
    if (check === 'greater_than') low = stricter(low, { value, inclusive }, true);
    if (check === 'less_than') high = stricter(high, { value, inclusive }, false);
  }
  if (!low || !high) return undefined;
  return {
    minimum: low.value,
    maximum: high.value,
    minimumInclusive: low.inclusive,
    maximumInclusive: high.inclusive,
  };
}
