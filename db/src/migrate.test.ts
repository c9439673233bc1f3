import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrations } from './migrate.ts';

const dirs: string[] = [];
function folder(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'nodal-migrations-'));
  dirs.push(dir);
  for (const file of files) writeFileSync(join(dir, file), `-- ${file}`);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('loadMigrations', () => {
  it('reads the numbered SQL files in order and ignores anything else', () => {
    const dir = folder(['002_b.sql', '001_a.sql', 'notes.md', '10_short.sql']);
    expect(loadMigrations(dir).map((m) => m.version)).toEqual(['001_a', '002_b']);
  });

  it('refuses two migrations with one number', () => {
    expect(() => loadMigrations(folder(['001_a.sql', '002_b.sql', '002_c.sql']))).toThrow(/share the number 002/);
  });

  it('holds for the migrations in this repository', () => {
    expect(loadMigrations().length).toBeGreaterThan(4);
  });
});
