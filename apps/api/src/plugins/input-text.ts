import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';
import { findTextProblems, inputSchemaOf } from '../lib/input-text.ts';

const PARTS = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['body', 'body'],
] as const;

/**
 * One check of all text a request brings (decision 018): before any route's schema runs, every string
 * of the path parameters, the query string and the body, and every object key, is held to the rule of
 * its field's kind (packages/contracts text.ts). Text PostgreSQL cannot store (NUL, unpaired surrogates)
 * and control characters are refused with 400 and the field's path, on every route, including routes
 * added later and fields their schemas forgot; an id in the path is refused the same way.
 */
export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // An unknown path (the dashboard's pages, a 404 envelope) stores nothing.
    if (request.is404) return;
    const schema = (request.routeOptions.schema ?? {}) as FastifySchema;
    const problems = PARTS.flatMap(([part, field]) =>
      findTextProblems(request[field], inputSchemaOf(schema[part]), part),
    );
    if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
  });
});
