import { AuthLayout } from '../../components/layouts/auth-layout.tsx';
import { AcceptInvite } from '../../features/team/index.ts';

export function Component() {
  return (
    <AuthLayout
      documentTitle="Join the team · Nodal Admin"
      title="Join the Nodal team"
      subtitle="Set your name and password"
    >
      <AcceptInvite />
    </AuthLayout>
  );
}
