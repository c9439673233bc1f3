import { noSuchEndpoint } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';

const missing = async (): Promise<never> => {
  throw noSuchEndpoint();
};

/** Any /api path no other function claims answers JSON, never the HTML 404 page. */
export default api('notFound', { GET: missing, POST: missing, PUT: missing, PATCH: missing, DELETE: missing });
