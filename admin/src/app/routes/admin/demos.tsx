import { DemosManager } from '../../../features/demos/index.ts';

export function Component() {
  return (
    <>
      <title>Demos · Nodal Admin</title>
      <DemosManager />
    </>
  );
}
