import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AuditLog } from '../../../features/audit/index.ts';

export function Component() {
  return (
    <>
      <title>Audit log · Nodal Admin</title>
      <PageHeader
        title="Audit log"
        description="Who changed what, newest first. Entries are written with each change and can never be edited or removed."
      />
      <AuditLog />
    </>
  );
}
