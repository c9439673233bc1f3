import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PasswordCard, SessionsCard, TwoFactorCard } from '../../../features/security/index.ts';

export function Component() {
  return (
    <>
      <title>Security · Nodal Admin</title>
      <PageHeader title="Security" description="Your password, two-factor sign-in and where you are signed in." />
      <div className="grid gap-6">
        <PasswordCard />
        <TwoFactorCard />
        <SessionsCard />
      </div>
    </>
  );
}
