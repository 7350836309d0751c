import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createDashboardApp, dataOf, insertBooking, insertOrder } from './helpers.ts';

interface Task {
  id: string;
  title: string;
  note: string | null;
  dueDate: string | null;
  status: string;
  link: { type: string; id: string } | null;
  completedAt: string | null;
}
interface Page {
  results: Task[];
  totalResults: number;
  totalPages: number;
}

describe('dashboard: tasks', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let adaOrder: string;
  let adaBooking: string;
  let bolaOrder: string;
  let bolaBooking: string;

  beforeAll(async () => {
    t = await createDashboardApp();
    [ada, bola] = await Promise.all([createMerchant(t), createMerchant(t)]);
    adaOrder = (await insertOrder(t, ada.id, { email: 'buyer@example.com', at: new Date(), items: [] })).id;
    bolaOrder = (await insertOrder(t, bola.id, { email: 'buyer@example.com', at: new Date(), items: [] })).id;
    const booking = {
      email: 'buyer@example.com',
      bookedDate: '2026-12-01',
      startHour: '10:00',
      endHour: '11:00',
      location: 'online',
    };
    adaBooking = (await insertBooking(t, ada.id, booking)).booking.id;
    bolaBooking = (await insertBooking(t, bola.id, booking)).booking.id;
  });
  afterAll(() => t.close());

  it('adds a task with its defaults', async () => {
    const res = await as(t, ada).post('/v1/dashboard/task', { title: '  Call the courier  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Task created successfully');
    expect(dataOf<Task>(res)).toMatchObject({
      title: 'Call the courier',
      note: null,
      dueDate: null,
      status: 'todo',
      link: null,
      completedAt: null,
    });
  });

  it("links a task to the merchant's own order or booking only", async () => {
    const toOrder = dataOf<Task>(
      await as(t, ada).post('/v1/dashboard/task', {
        title: 'Pack order',
        link: { type: 'order', id: adaOrder },
      }),
    );
    expect(toOrder.link).toEqual({ type: 'order', id: adaOrder });
    const toBooking = dataOf<Task>(
      await as(t, ada).post('/v1/dashboard/task', {
        title: 'Prepare',
        link: { type: 'booking', id: adaBooking },
      }),
    );
    expect(toBooking.link).toEqual({ type: 'booking', id: adaBooking });

    for (const [link, message] of [
      [{ type: 'order', id: bolaOrder }, 'Order not found'],
      [{ type: 'booking', id: bolaBooking }, 'Booking not found'],
      [{ type: 'order', id: adaBooking }, 'Order not found'],
      [{ type: 'booking', id: 'not-an-id' }, 'Booking not found'],
    ] as const) {
      const res = await as(t, ada).post('/v1/dashboard/task', { title: 'Nope', link });
      expect(res.statusCode, JSON.stringify(link)).toBe(404);
      expect(res.json().message).toBe(message);
    }
    const badType = await as(t, ada).post('/v1/dashboard/task', {
      title: 'Nope',
      link: { type: 'invoice', id: adaOrder },
    });
    expect(badType.statusCode).toBe(400);
  });

  it('validates the fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'Enter a title'],
      [{ title: 'x', status: 'blocked' }, 'Status must be todo, in_progress or done'],
      [{ title: 'x', dueDate: '01/12/2026' }, 'Use the YYYY-MM-DD date format'],
      [{ title: 'x'.repeat(201) }, 'The title must be at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await as(t, ada).post('/v1/dashboard/task', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('lists soonest due first, undated last, with filters and pages', async () => {
    const m = await createMerchant(t);
    const add = async (title: string, dueDate?: string, status?: string) =>
      dataOf<Task>(await as(t, m).post('/v1/dashboard/task', { title, dueDate, status }));
    await add('undated');
    await add('march', '2026-03-10', 'in_progress');
    await add('january', '2026-01-05');
    await add('february', '2026-02-01', 'done');
    await add('january too', '2026-01-05');

    const all = dataOf<Page>(await as(t, m).get('/v1/dashboard/task'));
    expect(all.results.map((x) => x.title)).toEqual([
      'january',
      'january too',
      'february',
      'march',
      'undated',
    ]);
    expect(all.totalResults).toBe(5);
    const page2 = dataOf<Page>(await as(t, m).get('/v1/dashboard/task?page=2&limit=2'));
    expect(page2).toMatchObject({ totalPages: 3, totalResults: 5 });
    expect(page2.results.map((x) => x.title)).toEqual(['february', 'march']);
    const todo = dataOf<Page>(await as(t, m).get('/v1/dashboard/task?status=todo'));
    expect(todo.results.map((x) => x.title)).toEqual(['january', 'january too', 'undated']);
    const due = dataOf<Page>(await as(t, m).get('/v1/dashboard/task?dueFrom=2026-01-06&dueTo=2026-03-10'));
    expect(due.results.map((x) => x.title)).toEqual(['february', 'march']);
    expect((await as(t, m).get('/v1/dashboard/task?dueFrom=2026-03-01&dueTo=2026-01-01')).statusCode).toBe(
      400,
    );
    expect((await as(t, m).get('/v1/dashboard/task?status=later')).statusCode).toBe(400);
  });

  it('changes a task: done stamps completedAt, reopening clears it, null clears fields', async () => {
    const task = dataOf<Task>(
      await as(t, ada).post('/v1/dashboard/task', {
        title: 'Restock',
        note: 'Shea butter',
        dueDate: '2026-12-24',
        link: { type: 'order', id: adaOrder },
      }),
    );
    const done = await as(t, ada).put(`/v1/dashboard/task/${task.id}`, { status: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Task updated successfully');
    const doneTask = dataOf<Task>(done);
    expect(doneTask).toMatchObject({
      title: 'Restock',
      note: 'Shea butter',
      dueDate: '2026-12-24',
      status: 'done',
    });
    expect(Date.parse(doneTask.completedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const again = dataOf<Task>(
      await as(t, ada).put(`/v1/dashboard/task/${task.id}`, { status: 'done', title: 'Restock shea' }),
    );
    expect(again.completedAt).toBe(doneTask.completedAt);
    const reopened = dataOf<Task>(
      await as(t, ada).put(`/v1/dashboard/task/${task.id}`, {
        status: 'in_progress',
        note: null,
        dueDate: null,
        link: null,
      }),
    );
    expect(reopened).toMatchObject({
      title: 'Restock shea',
      status: 'in_progress',
      note: null,
      dueDate: null,
      link: null,
      completedAt: null,
    });

    const relinked = dataOf<Task>(
      await as(t, ada).put(`/v1/dashboard/task/${task.id}`, { link: { type: 'booking', id: adaBooking } }),
    );
    expect(relinked.link).toEqual({ type: 'booking', id: adaBooking });
    const foreignLink = await as(t, ada).put(`/v1/dashboard/task/${task.id}`, {
      link: { type: 'booking', id: bolaBooking },
    });
    expect(foreignLink.statusCode).toBe(404);

    const empty = await as(t, ada).put(`/v1/dashboard/task/${task.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send at least one field to update');
  });

  it("answers 404 for another merchant's task, exactly as for a missing one", async () => {
    const task = dataOf<Task>(await as(t, ada).post('/v1/dashboard/task', { title: 'Private' }));
    const theirs = await as(t, bola).put(`/v1/dashboard/task/${task.id}`, { status: 'done' });
    const missing = await as(t, bola).put('/v1/dashboard/task/00000000-0000-7000-8000-000000000000', {
      status: 'done',
    });
    const garbage = await as(t, bola).put('/v1/dashboard/task/abc', { status: 'done' });
    for (const res of [theirs, missing, garbage]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'Failed', message: 'Task not found', data: null });
    }
    expect(dataOf<Page>(await as(t, bola).get('/v1/dashboard/task')).results.map((x) => x.id)).not.toContain(
      task.id,
    );
    const { rows } = await t.pool.query('SELECT status FROM tasks WHERE id = $1', [task.id]);
    expect(rows[0].status).toBe('todo');
  });

  it('keeps every task of concurrent adds', async () => {
    const m = await createMerchant(t);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        as(t, m).post('/v1/dashboard/task', { title: `Task ${i}`, dueDate: '2026-06-01' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(dataOf<Page>(await as(t, m).get('/v1/dashboard/task?limit=100')).totalResults).toBe(12);
  });
});
