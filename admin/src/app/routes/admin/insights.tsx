import { useLocation, useNavigate } from 'react-router';
import { pages } from '@nodal/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { InsightsScreen, TrafficScreen } from '../../../features/insights/index.ts';

export function Component() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Each tab has its own address, so Traffic can be linked to; the range in the query goes along.
  const tab = pathname === pages.adminTraffic ? 'traffic' : 'overview';
  return (
    <>
      <title>{tab === 'traffic' ? 'Traffic · Insights · Nodal Admin' : 'Insights · Nodal Admin'}</title>
      <PageHeader title="Insights" description="What comes in, and which calls to action lead to it." />
      <Tabs
        label="Insights"
        value={tab}
        onChange={(value) => navigate((value === 'traffic' ? pages.adminTraffic : pages.adminInsights) + search)}
        tabs={[
          { value: 'overview', label: 'Overview' },
          { value: 'traffic', label: 'Traffic' },
        ]}
      >
        {tab === 'traffic' ? <TrafficScreen /> : <InsightsScreen />}
      </Tabs>
    </>
  );
}
