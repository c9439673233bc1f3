import useSWR, { mutate } from 'swr';
import { api, type Demo, type DemoInput } from '@nodal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function useAdminDemos() {
  return useSWR<{ data: Demo[] }>(api.adminDemos);
}

async function changed<T>(promise: Promise<T>): Promise<T> {
  const result = await promise;
  await mutate(api.adminDemos);
  return result;
}

export const createDemo = (input: DemoInput) => changed(apiRequest(api.adminDemos, { method: 'POST', body: input }));
export const updateDemo = (id: number, input: DemoInput) =>
  changed(apiRequest(api.adminDemo(id), { method: 'PUT', body: input }));
export const deleteDemo = (id: number) => changed(apiRequest(api.adminDemo(id), { method: 'DELETE' }));
