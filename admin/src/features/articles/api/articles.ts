import useSWR from 'swr';
import { api, type Article, type ArticleInput, type ArticleType } from '@nodal/shared';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';

/** published=false asks the API for drafts too (it honours that for admins only). */
export function useAdminArticles(q: string, type: ArticleType | '') {
  return useSWR<{ data: Article[] }>(withQuery(api.articles, { published: 'false', q, type }));
}

export function createArticle(input: ArticleInput): Promise<{ data: Article }> {
  return apiRequest(api.articles, { method: 'POST', body: input });
}

export function updateArticle(id: number, input: ArticleInput): Promise<{ data: Article }> {
  return apiRequest(api.article(id), { method: 'PUT', body: input });
}

export function deleteArticle(id: number): Promise<unknown> {
  return apiRequest(api.article(id), { method: 'DELETE' });
}
