import { Outlet } from 'react-router';
import { AuthGuard } from '../../../features/auth/components/auth-guard.tsx';
import { LogoutButton } from '../../../features/auth/components/logout-button.tsx';
import { RebuildNotice } from '../../../features/rebuild-notice/components/rebuild-notice.tsx';
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
