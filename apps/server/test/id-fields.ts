import type { z } from 'zod';

/**
 * An id a route takes in its query string or body, found from the route's zod schema so the
 * scoping matrix covers a new route without being told. `path` leads from the body (or query)
 * to the field; '[]' steps into an array's items.
 */
export interface IdField {
  in: 'query' | 'body';
  path: string[];
  name: string;
  /** The JSON type the field takes: record ids come as numbers in bodies, as strings in paths and queries. */
  kind: 'number' | 'string';
  /** A list of ids (e.g. `ar_ids`) rather than one. */
  list: boolean;
  /**
   * A filter (optional, or under `search_condition`) rather than the record the call acts on:
   * another company's id must serve nothing, which a list may answer with no rows.
   */
  filter: boolean;
  /** The call is refused without it. */
  required: boolean;
}

/** `id`, `ids`, `buy_id`, `ar_ids`, `docId`: the names the shared id builders are given. */
const ID_NAME = /^(id|ids)$|_ids?$|[a-z]Ids?$/;

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** The schema under optional/default/transform wrappers, and whether it may be left out. */
function unwrap(s: unknown): { schema: unknown; def: Def | undefined; optional: boolean } {
  let schema = s;
  let optional = false;
  for (;;) {
    const def = defOf(schema);
    if (!def) return { schema, def, optional };
    if (['optional', 'default', 'prefault', 'nullable', 'catch', 'readonly'].includes(def.type)) {
      if (def.type !== 'nullable') optional = true;
      schema = def.innerType;
    } else if (def.type === 'pipe') schema = def.in;
    else if (def.type === 'lazy') schema = (def.getter as () => unknown)();
    else return { schema, def, optional };
  }
}

/** The database's serial ids stop at the int4 bound: the shared id builders all say so. */
const SERIAL_MAX = 2_147_483_647;

/**
 * The JSON type of an id field: a number for recordId() and its copies (an integer up to the
 * int4 bound, whatever the field's name, e.g. `file_attach`), a digit string for
 * recordIdParam() under an id's name.
 */
function idKind(schema: unknown, named: boolean): 'number' | 'string' | undefined {
  const def = defOf(schema);
  const n = schema as { isInt?: boolean; maxValue?: number };
  if ((def?.type === 'number' || def?.type === 'int') && (named || (n.isInt && n.maxValue === SERIAL_MAX)))
    return 'number';
  if (def?.type === 'string' && named) return 'string';
  return undefined;
}

export function idFields(schema: z.ZodType | undefined, where: 'query' | 'body'): IdField[] {
  const found: IdField[] = [];
  const walk = (s: unknown, path: string[], filter: boolean) => {
    const { def } = unwrap(s);
    if (!def) return;
    if (def.type === 'object') {
      for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
        const inner = unwrap(field);
        const inFilter = filter || inner.optional || name === 'search_condition';
        const item = inner.def?.type === 'array' ? unwrap(inner.def.element).schema : undefined;
        const kind = idKind(item ?? inner.schema, ID_NAME.test(name));
        if (kind) {
          found.push({
            in: where,
            path: [...path, name],
            name,
            kind,
            list: item !== undefined,
            filter: inFilter,
            required: !inner.optional,
          });
        } else walk(field, [...path, name], inFilter);
      }
    } else if (def.type === 'array') walk(def.element, [...path, '[]'], filter);
    else if (def.type === 'union') for (const o of def.options as unknown[]) walk(o, path, filter);
    else if (def.type === 'intersection') {
      walk(def.left, path, filter);
      walk(def.right, path, filter);
    }
  };
  walk(schema, [], false);
  // A union lists a field once per branch; one try per field is enough.
  return found.filter((f, i) => found.findIndex((g) => g.path.join('.') === f.path.join('.')) === i);
}

/** A copy of `value` with the field at `path` set to `id` (in every item where the path crosses an array). */
export function withId(value: unknown, path: string[], id: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return id;
  if (step === '[]') {
    const items = Array.isArray(value) && value.length > 0 ? value : [{}];
    return items.map((item) => withId(item, rest, id));
  }
  const obj = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return { ...obj, [step]: withId((obj as Record<string, unknown>)[step], rest, id) };
}
