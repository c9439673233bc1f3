import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SignupsList } from '../../../features/signups/index.ts';

export function Component() {
  return (
    <>
      <title>Signups · Nodal Admin</title>
      <PageHeader title="Signups" description="Everyone who asked for early access." />
      <SignupsList variant="page" />
    </>
  );
}
