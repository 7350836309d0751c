import { type Column, getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Order } from '@oja/contracts';
import { bookings, escrowHolds, orders } from '../../db/schema/index.ts';
import { type CartLine, type OrderHold, toOrder } from './order-mapper.ts';
import type { BookingRow, OrderRow } from './order-repository.ts';

type Raw = Record<string, unknown>;

/**
 * Reads a table's columns out of a raw row as Drizzle would (its keys, its driver mappings: instants to
 * Dates, bigints to numbers); `prefix` names the columns of a joined table, e.g. `hold_`.
 */
function columnsOf<T>(table: Record<string, Column>, raw: Raw, prefix = ''): T {
  return Object.fromEntries(
    Object.entries(table).map(([key, column]) => {
      const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
      const value = raw[prefix + name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T;
}

const orderColumns = getTableColumns(orders);
const holdColumns = getTableColumns(escrowHolds);
const bookingColumns = getTableColumns(bookings);

/** A row of orderPageQuery: the order's columns, `items` as JSON, the `hold_` columns, `booking` as JSON. */
function toPageOrder(raw: Raw): Order {
  const hold = raw.hold_status === null ? undefined : columnsOf<OrderHold>(holdColumns, raw, 'hold_');
  const booking = raw.booking ? columnsOf<BookingRow>(bookingColumns, raw.booking as Raw) : undefined;
  return toOrder(columnsOf<OrderRow>(orderColumns, raw), raw.items as CartLine[], booking, hold);
}

/** The page's orders and the exact total (every row carries it; an empty page is one row with no order). */
export function toOrderPage(rows: Raw[]): { orders: Order[]; total: number } {
  const total = Number(rows[0]?.total ?? 0);
  return { orders: rows.filter((row) => row.id !== null).map(toPageOrder), total };
}
