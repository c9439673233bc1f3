import useSWR, { mutate } from 'swr';
import { api, type CategoryInput, type Video, type VideoCategory, type VideoInput } from '@nodal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function useVideoCategories() {
  return useSWR<{ data: VideoCategory[] }>(api.adminVideoCategories);
}

export function useVideos() {
  return useSWR<{ data: Video[] }>(api.adminWorkflowVideos);
}

/** Videos appear in both tabs (a category lists its videos), so every change refreshes both. */
async function changed<T>(promise: Promise<T>): Promise<T> {
  const result = await promise;
  await Promise.all([mutate(api.adminVideoCategories), mutate(api.adminWorkflowVideos)]);
  return result;
}

export const createVideo = (input: VideoInput) =>
  changed(apiRequest(api.adminWorkflowVideos, { method: 'POST', body: input }));
export const updateVideo = (id: number, input: VideoInput) =>
  changed(apiRequest(api.adminWorkflowVideo(id), { method: 'PUT', body: input }));
export const deleteVideo = (id: number) => changed(apiRequest(api.adminWorkflowVideo(id), { method: 'DELETE' }));

export const createCategory = (input: CategoryInput) =>
  changed(apiRequest(api.adminVideoCategories, { method: 'POST', body: input }));
export const updateCategory = (id: number, input: CategoryInput) =>
  changed(apiRequest(api.adminVideoCategory(id), { method: 'PUT', body: input }));
export const deleteCategory = (id: number) => changed(apiRequest(api.adminVideoCategory(id), { method: 'DELETE' }));

/** One call, one transaction: two parallel PUTs could leave two categories on the same position. */
export const moveCategory = (id: number, direction: 'up' | 'down') =>
  changed(apiRequest(api.adminVideoCategoryMove(id), { method: 'POST', body: { direction } }));
