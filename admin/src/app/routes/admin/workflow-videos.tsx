import { PageHeader } from '../../../components/ui/page-header.tsx';
import { WorkflowVideosManager } from '../../../features/workflow-videos/index.ts';

export function Component() {
  return (
    <>
      <title>Workflow Videos · Nodal Admin</title>
      <PageHeader
        title="Workflow Videos & Categories"
        description="The workflow demonstration videos on the landing page, grouped by category."
      />
      <WorkflowVideosManager />
    </>
  );
}
