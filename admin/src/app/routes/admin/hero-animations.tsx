import { HeroAnimationsManager } from '../../../features/hero-animations/index.ts';

export function Component() {
  return (
    <>
      <title>Hero Animations · Nodal Admin</title>
      <HeroAnimationsManager />
    </>
  );
}
