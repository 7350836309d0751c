import { type BulkChange, bulkEditMessages, toMinor } from '@oja/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** A stored column a bulk edit may change, with the SQL of its new value over the product's current row. */
export interface ChangedColumn {
  name: string;
  after: SQL;
}

const column = (name: string) => sql`${sql.identifier('products')}.${sql.identifier(name)}`;

/**
 * The new price: a set price, or the current one changed by a percentage, rounded half away from zero to
 * the kobo (PostgreSQL's numeric round) and never below zero.
 */
function priceAfter(price: NonNullable<BulkChange['price']>): SQL {
  if ('set' in price) return sql`${toMinor(price.set)}::bigint`;
  const hundredths = Math.round(price.percent * 100);
  return sql`greatest(0, round(${column('price_minor')}::numeric * (10000 + ${hundredths}::int) / 10000))::bigint`;
}

/** Tags with `add` appended (each once, in order) and `remove` taken out. */
function tagsAfter(tags: NonNullable<BulkChange['tags']>): SQL {
  return sql`array(
    select u.tag from unnest(${column('tags')} || ${sql.param(tags.add)}::text[]) with ordinality as u(tag, n)
    where u.tag <> all(${sql.param(tags.remove)}::text[]) group by u.tag order by min(u.n))`;
}

/** The columns `change` writes, in a fixed order; `category` is the canonical name, already checked. */
export function changedColumns(change: BulkChange): ChangedColumn[] {
  const columns: ChangedColumn[] = [];
  if (change.price) columns.push({ name: 'price_minor', after: priceAfter(change.price) });
  if (change.units)
    columns.push({
      name: 'units',
      after:
        'set' in change.units
          ? sql`${change.units.set}::int`
          : sql`${column('units')} + ${change.units.adjust}::int`,
    });
  if (change.status) columns.push({ name: 'status', after: sql`${change.status}::text` });
  if (change.category) {
    columns.push({ name: 'category', after: sql`${change.category}::text` });
    columns.push({ name: 'sub_category', after: sql`null::text` });
  }
  if (change.tags) columns.push({ name: 'tags', after: tagsAfter(change.tags) });
  if (change.low_stock_threshold !== undefined)
    columns.push({ name: 'low_stock_threshold', after: sql`${change.low_stock_threshold}::int` });
  return columns;
}

const afterOf = (columns: ChangedColumn[], name: string) =>
  columns.find((c) => c.name === name)?.after ?? column(name);

/** Why a product cannot take the change (null when it can): stock below zero, price above the original. */
export function refusalOf(columns: ChangedColumn[]): SQL {
  return sql`case
    when ${afterOf(columns, 'units')} < 0 then ${bulkEditMessages.negativeStock}::text
    when ${column('original_price_minor')} < ${afterOf(columns, 'price_minor')}
      then ${bulkEditMessages.aboveOriginalPrice}::text
  end`;
}

/** The fields a preview shows, as they are now (`before`) or would be after the change. */
export function fieldsOf(columns: ChangedColumn[], which: 'before' | 'after'): SQL {
  const of = (name: string) => (which === 'after' ? afterOf(columns, name) : column(name));
  return sql`jsonb_build_object(
    'price_minor', ${of('price_minor')}, 'units', ${of('units')}, 'status', ${of('status')},
    'category', ${of('category')}, 'tags', ${of('tags')}, 'low_stock_threshold', ${of('low_stock_threshold')})`;
}

/** The changed columns of the current row, as undo compares and restores them. */
export function snapshotOf(columns: ChangedColumn[], table = 'products'): SQL {
  const pairs = columns.map((c) => sql`${c.name}::text, ${sql.identifier(table)}.${sql.identifier(c.name)}`);
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/** `SET a = <after>, b = <after>` for the UPDATE of an apply. */
export const setOf = (columns: ChangedColumn[]): SQL =>
  sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)} = ${c.after}`),
    sql`, `,
  );

/** `SET a = (restored).a, …` for the UPDATE of an undo, from the stored `before` of each item. */
export const restoreOf = (columns: ChangedColumn[]): SQL =>
  sql.join(
    columns.map(
      (c) =>
        sql`${sql.identifier(c.name)} = (jsonb_populate_record(null::products, ${sql.identifier('i')}.before)).${sql.identifier(c.name)}`,
    ),
    sql`, `,
  );
