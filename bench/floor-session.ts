import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

/** The API's session lookup as Drizzle renders it (apps/api/src/modules/sessions), its named prepared statement. */
const SESSION_SQL = `select "users"."id", "users"."email", "users"."role", "sessions"."expires_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2) limit $3`;

/** The signed-in merchant of a request, by the same statement as the API; a 401 without a live session. */
export type SessionLookup = (request: FastifyRequest) => Promise<{ id: string }>;

export const sessionLookup =
  (pool: pg.Pool): SessionLookup =>
  async (request) => {
    const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
    const { rows } = await pool.query({
      name: 'session_user_by_token_hash',
      text: SESSION_SQL,
      values: [createHash('sha256').update(token).digest(), new Date(), 1],
    });
    if (!rows[0]) throw Object.assign(new Error('unauthenticated'), { statusCode: 401 });
    return rows[0];
  };
