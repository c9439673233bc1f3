// How an article's changes read in the audit trail. Publishing, unpublishing and scheduling are
// saves like any other, but they are what people look for later ("who took this post down?"), so
// such a save is recorded under its own action.
import type { Article, AuditAction } from '@nodal/shared';
import { findArticleById } from '@nodal/db';
import type { Actor, AuditedRecord } from '../audit.ts';

export function articleAction(before: Article, after: Article): AuditAction {
  if (!before.published && after.published) return 'article.publish';
  if (before.published && !after.published) return 'article.unpublish';
  if (!after.published && before.publishAt !== after.publishAt)
    return after.publishAt ? 'article.schedule' : 'article.unschedule';
  return 'article.update';
}

export const ARTICLE: AuditedRecord<Article> = {
  type: 'article',
  lock: (tx, id) => findArticleById(tx, id, true),
  missing: 'Article not found',
  updateAction: articleAction,
};

/** The scheduled publisher: no person is behind its changes, and the audit log shows it as "System". */
export const SYSTEM: Actor = { id: null, email: null };
