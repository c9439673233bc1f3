import { Outlet } from 'react-router';
import { AuthGuard, LogoutButton } from '../../../features/auth/index.ts';
import { RebuildNotice } from '../../../features/rebuild-notice/index.ts';
import { AdminLayout } from '../../../components/layouts/admin-layout.tsx';

export function Component() {
  return (
    <AuthGuard>
      <AdminLayout footer={<LogoutButton variant="ghost" className="justify-start" />} banner={<RebuildNotice />}>
        <Outlet />
      </AdminLayout>
    </AuthGuard>
  );
}
