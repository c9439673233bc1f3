import { PageHeader } from '../../../components/ui/page-header.tsx';
import { InsightsScreen } from '../../../features/insights/index.ts';

export function Component() {
  return (
    <>
      <title>Insights · Nodal Admin</title>
      <PageHeader title="Insights" description="What comes in, and which calls to action lead to it." />
      <InsightsScreen />
    </>
  );
}
