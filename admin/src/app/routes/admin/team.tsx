import { TeamManager } from '../../../features/team/index.ts';

export function Component() {
  return (
    <>
      <title>Team · Nodal Admin</title>
      <TeamManager />
    </>
  );
}
