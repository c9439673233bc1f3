import useSWR from 'swr';
import {
  api,
  type Article,
  type ArticleInput,
  type ArticleRevisionDetail,
  type ArticleRevisionSummary,
  type ArticleType,
  type PreviewLink,
} from '@nodal/shared';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';

/** drafts=include asks the API for drafts too (it honours that for admins only). */
export function useAdminArticles(q: string, type: ArticleType | '') {
  return useSWR<{ data: Article[] }>(withQuery(api.articles, { drafts: 'include', q, type }));
}

export function createArticle(input: ArticleInput): Promise<{ data: Article }> {
  return apiRequest(api.articles, { method: 'POST', body: input });
}

export function updateArticle(id: number, input: ArticleInput): Promise<{ data: Article }> {
  return apiRequest(api.articleById(id), { method: 'PUT', body: input });
}

export function deleteArticle(id: number): Promise<unknown> {
  return apiRequest(api.articleById(id), { method: 'DELETE' });
}

// ---------- preview links ----------
export function sharePreview(id: number): Promise<{ data: PreviewLink }> {
  return apiRequest(api.adminArticlePreviewLink(id), { method: 'POST' });
}

export function revokePreview(id: number): Promise<unknown> {
  return apiRequest(api.adminArticlePreviewLink(id), { method: 'DELETE' });
}

// ---------- revisions ----------
export function useRevisions(id: number | null) {
  return useSWR<{ data: ArticleRevisionSummary[] }>(id === null ? null : api.adminArticleRevisions(id));
}

export function useRevision(id: number, revisionId: number | null) {
  return useSWR<{ data: ArticleRevisionDetail }>(revisionId === null ? null : api.adminArticleRevision(id, revisionId));
}

export function restoreRevision(id: number, revisionId: number): Promise<{ data: Article }> {
  return apiRequest(api.adminArticleRevisionRestore(id, revisionId), { method: 'POST' });
}
