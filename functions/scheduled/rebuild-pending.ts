// Every minute: send the build hook a change asked for while the debounce window held it back, so the
// last edit of a burst reaches the public site without another edit to carry it.
import { firePendingRebuild } from '../src/rebuild.ts';

export default async function rebuildPending(): Promise<Response> {
  const fired = await firePendingRebuild();
  return Response.json({ fired });
}
