import { Outlet } from 'react-router';
import { AuthGuard, LogoutButton } from '../../../features/auth/index.ts';
import { RebuildNotice } from '../../../features/rebuild-notice/index.ts';
import { useAccount } from '../../../features/security/index.ts';
import { AdminLayout } from '../../../components/layouts/admin-layout.tsx';

function Layout() {
  const { data: account } = useAccount();
  return (
    <AdminLayout
      footer={<LogoutButton variant="ghost" className="justify-start" />}
      banner={<RebuildNotice />}
      isOwner={account?.role === 'owner'}
    >
      <Outlet />
    </AdminLayout>
  );
}

export function Component() {
  return (
    <AuthGuard>
      <Layout />
    </AuthGuard>
  );
}
