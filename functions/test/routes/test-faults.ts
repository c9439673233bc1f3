// Test-only routes: the API test harness loads this folder on top of functions/api, so nothing
// here is ever deployed. They fail on purpose, the way a bug in a real handler would.
import type { Config } from '@netlify/functions';
import { getDb, insertCtaEvent } from '@nodal/db';
import { api } from '../../src/http/handler.ts';
import { json } from '../../src/http/respond.ts';

/** The marker the test looks for to prove the transaction's write was rolled back. */
export const FAULT_MARKER = 'test-faults-typeerror';

const path = '/api/test/faults/typeerror';

export default api(
  { path: [path] },
  {
    /** A write inside a transaction, then a genuine TypeError (a property read on undefined). */
    async POST() {
      await (
        await getDb()
      ).transaction(async (tx) => {
        await insertCtaEvent(tx, {
          actionType: 'cta_click',
          sourcePage: FAULT_MARKER,
          sourceSection: '',
          sourceElement: '',
        });
        const missing = (await tx.query<{ nested: { value: number } }>('SELECT NULL AS nested'))[0]!.nested;
        return missing.value;
      });
      return json({ success: true });
    },
  },
);

export const config: Config = { path };
