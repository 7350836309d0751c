import { type FieldError, TEXT_KIND_KEYWORD, type TextKind, textProblem } from '@oja/contracts';
import { toJSONSchema, type ZodType } from 'zod';

/** The parts of a JSON schema that lead from a value to the schema of its members. */
export interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  [TEXT_KIND_KEYWORD]?: TextKind;
}

/** At most this many problems are reported for one request. */
const MAX_PROBLEMS = 20;
const LENIENCY: Record<TextKind, number> = { 'single-line': 0, 'multi-line': 1, verbatim: 2 };

const isZod = (schema: unknown): schema is ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

const converted = new WeakMap<object, JsonSchema>();

/**
 * The input JSON schema of a route part (a zod schema is converted once and remembered). What cannot be
 * expressed (transforms, dates) becomes `{}`: its strings are single-line.
 */
export function inputSchemaOf(schema: unknown): JsonSchema {
  if (typeof schema !== 'object' || schema === null) return {};
  const known = converted.get(schema);
  if (known) return known;
  let json: JsonSchema = {};
  try {
    json = isZod(schema)
      ? (toJSONSchema(schema, {
          io: 'input',
          unrepresentable: 'any',
          cycles: 'ref',
          reused: 'inline',
        }) as JsonSchema)
      : (schema as JsonSchema);
  } catch {
    // A schema zod cannot describe: every string in it is held to the single-line rule.
  }
  converted.set(schema, json);
  return json;
}

/** The schemas a value may be checked against: unions and local references opened up. */
function expand(nodes: JsonSchema[], root: JsonSchema): JsonSchema[] {
  const out: JsonSchema[] = [];
  const pending = [...nodes];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (out.length > 64) break;
    out.push(node);
    pending.push(...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? []));
    const ref = node.$ref?.match(/^#\/\$defs\/(.+)$/)?.[1];
    if (ref && root.$defs?.[ref]) pending.push(root.$defs[ref]);
  }
  return out;
}

/** The most lenient kind any candidate schema gives, else the one inherited from the parent. */
function kindOf(nodes: JsonSchema[], inherited: TextKind): TextKind {
  let kind: TextKind | undefined;
  for (const node of nodes) {
    const declared = node[TEXT_KIND_KEYWORD];
    if (declared && (!kind || LENIENCY[declared] > LENIENCY[kind])) kind = declared;
  }
  return kind ?? inherited;
}

const memberOf = (node: JsonSchema, key: string): JsonSchema[] => {
  const declared = node.properties?.[key];
  if (declared) return [declared];
  return typeof node.additionalProperties === 'object' ? [node.additionalProperties] : [];
};
const itemOf = (node: JsonSchema, index: number): JsonSchema[] => {
  const item = node.prefixItems?.[index] ?? (Array.isArray(node.items) ? node.items[index] : node.items);
  return item ? [item] : [];
};

interface Path {
  key: string;
  parent?: Path;
}
function pathText(path: Path): string {
  const keys: string[] = [];
  for (let at: Path | undefined = path; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Every text problem of one request part (`params`, `querystring`, `body`): each string value is judged
 * by its field's kind (x-text in the schema, inherited from the enclosing object; single-line when not
 * declared) and each object key as a single-line name (verbatim inside a verbatim object), and
 * reported with its path as the validation errors are (`body.products.0.name`). Iterative, so a deeply
 * nested document cannot exhaust the stack.
 */
export function findTextProblems(value: unknown, schema: JsonSchema, part: string): FieldError[] {
  const problems: FieldError[] = [];
  const queue = [
    {
      value,
      nodes: expand([schema], schema),
      path: { key: part } as Path,
      inherited: 'single-line' as TextKind,
    },
  ];
  for (let i = 0; i < queue.length && problems.length < MAX_PROBLEMS; i++) {
    const { value: current, nodes, path, inherited } = queue[i]!;
    const kind = kindOf(nodes, inherited);
    if (typeof current === 'string') {
      const message = textProblem(current, kind);
      if (message) problems.push({ path: pathText(path), message });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        const children = expand(
          nodes.flatMap((n) => itemOf(n, index)),
          schema,
        );
        queue.push({
          value: item,
          nodes: children,
          path: { key: String(index), parent: path },
          inherited: kind,
        });
      });
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const child: Path = { key, parent: path };
        // A key is a name: single-line, unless the whole object is taken verbatim.
        const keyProblem = textProblem(key, kind === 'verbatim' ? 'verbatim' : 'single-line');
        if (keyProblem) problems.push({ path: pathText(child), message: keyProblem });
        const children = expand(
          nodes.flatMap((n) => memberOf(n, key)),
          schema,
        );
        queue.push({ value: item, nodes: children, path: child, inherited: kind });
      }
    }
  }
  return problems.slice(0, MAX_PROBLEMS);
}
