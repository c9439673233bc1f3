import { DemosManager } from '../../../features/demos/components/demos-manager.tsx';

export function Component() {
  return (
    <>
      <title>Demos · Nodal Admin</title>
      <DemosManager />
    </>
  );
}
