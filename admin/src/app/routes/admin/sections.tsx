import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SectionsList } from '../../../features/sections/index.ts';

export function Component() {
  return (
    <>
      <title>Sections · Nodal Admin</title>
      <PageHeader
        title="Landing Page Sections"
        description="Show or hide sections of the public landing page, in page order."
      />
      <SectionsList />
    </>
  );
}
