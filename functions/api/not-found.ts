import type { Config } from '@netlify/functions';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';

const missing = async (): Promise<never> => {
  throw notFound('No such API endpoint');
};

/** Any /api path no other function claims answers JSON, never the HTML 404 page. */
export default api({ GET: missing, POST: missing, PUT: missing, PATCH: missing, DELETE: missing });

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.notFound.
export const config: Config = { path: ['/api', '/api/*'] };
