// Runs before every API test file (vitest `setupFiles`). The API files share their worker process
// (`isolate: false` in vitest.config.ts), so what one file leaves in process.env would be read by
// the next: every variable is put back as it was when the file began, and the functions re-read
// their settings, whatever order the files run in.
import { afterAll } from 'vitest';
import { resetEnv } from '../src/env.ts';

const before = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
  resetEnv();
});
