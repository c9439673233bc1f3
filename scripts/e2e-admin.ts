// What the browser-test server and the browser tests agree on.
import { join } from 'node:path';

/** The admin account the browser-test server is started with. Test-only credentials. */
export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'e2e-password-for-tests' } as const;

/** The browser-test server's data folder; NODAL_E2E_DATA names it so two servers never share one. */
export const e2eDataDir = (root: string): string => join(root, '.data', process.env.NODAL_E2E_DATA ?? 'e2e');

/** Where the test server's SMTP server keeps each message it took, one JSON file each, in order. */
export const e2eMailbox = (dataDir: string): string => join(dataDir, 'mailbox');
