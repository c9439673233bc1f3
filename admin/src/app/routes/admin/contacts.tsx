import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ContactsList } from '../../../features/contacts/index.ts';

export function Component() {
  return (
    <>
      <title>Contact Messages · Nodal Admin</title>
      <PageHeader title="Contact Messages" description="Messages sent through the partnership and contact forms." />
      <ContactsList variant="page" />
    </>
  );
}
