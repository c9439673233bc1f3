import { describe, expect, it } from 'vitest';
import { planBuild, type BuildPlan, type BuildPlanEnv } from './build-plan.ts';

const NEON = 'postgres://app:secret@ep-main-123.eu-central-1.aws.neon.tech/nodal?sslmode=require';

describe('planBuild', () => {
  it.each<[string, BuildPlanEnv, BuildPlan['database']]>([
    // Outside Netlify (pnpm build on a machine): as before, migrate and seed what it is given.
    ['local, embedded database', {}, 'migrate'],
    ['local, DATABASE_URL', { DATABASE_URL: NEON }, 'migrate'],
    // Production: migrate, and seed only an empty database (seedIfEmpty); never without a database.
    ['production', { CONTEXT: 'production', DATABASE_URL: NEON }, 'migrate'],
    [
      'production, NODAL_MIGRATE=0 changes nothing',
      { CONTEXT: 'production', DATABASE_URL: NEON, NODAL_MIGRATE: '0' },
      'migrate',
    ],
    ['production without a database', { CONTEXT: 'production' }, 'refuse'],
    ['production, empty DATABASE_URL', { CONTEXT: 'production', DATABASE_URL: '' }, 'refuse'],
    // Previews and branch deploys: never write unless they opted in (with a database of their own).
    ['deploy preview, no database', { CONTEXT: 'deploy-preview' }, 'none'],
    ['deploy preview, shared database', { CONTEXT: 'deploy-preview', DATABASE_URL: NEON }, 'read-only'],
    [
      'deploy preview, NODAL_MIGRATE=0',
      { CONTEXT: 'deploy-preview', DATABASE_URL: NEON, NODAL_MIGRATE: '0' },
      'read-only',
    ],
    [
      'deploy preview, NODAL_MIGRATE=true is not the opt-in',
      { CONTEXT: 'deploy-preview', DATABASE_URL: NEON, NODAL_MIGRATE: 'true' },
      'read-only',
    ],
    ['deploy preview, opted in', { CONTEXT: 'deploy-preview', DATABASE_URL: NEON, NODAL_MIGRATE: '1' }, 'migrate'],
    ['deploy preview, opted in but no database', { CONTEXT: 'deploy-preview', NODAL_MIGRATE: '1' }, 'none'],
    ['branch deploy, no database', { CONTEXT: 'branch-deploy' }, 'none'],
    ['branch deploy, shared database', { CONTEXT: 'branch-deploy', DATABASE_URL: NEON }, 'read-only'],
    ['branch deploy, opted in', { CONTEXT: 'branch-deploy', DATABASE_URL: NEON, NODAL_MIGRATE: '1' }, 'migrate'],
    // Any other context Netlify may name (netlify dev, a branch-named context) is treated like a preview.
    ['dev context, shared database', { CONTEXT: 'dev', DATABASE_URL: NEON }, 'read-only'],
    ['branch-named context, no database', { CONTEXT: 'staging' }, 'none'],
  ])('%s → %s', (_name, env, database) => {
    const plan = planBuild(env);
    expect(plan.database).toBe(database);
    expect(plan.why.length).toBeGreaterThan(10);
  });

  it('names the context and the opt-in in what it prints', () => {
    expect(planBuild({ CONTEXT: 'deploy-preview', DATABASE_URL: NEON }).why).toMatch(/deploy-preview.*NODAL_MIGRATE=1/);
    expect(planBuild({ CONTEXT: 'production' }).why).toMatch(/DATABASE_URL/);
  });
});
