import { HeroAnimationsManager } from '../../../features/hero-animations/components/hero-animations-manager.tsx';

export function Component() {
  return (
    <>
      <title>Hero Animations · Nodal Admin</title>
      <HeroAnimationsManager />
    </>
  );
}
