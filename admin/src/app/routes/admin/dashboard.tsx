import { useState } from 'react';
import ChartLine from 'lucide-react/icons/chart-line';
import Footprints from 'lucide-react/icons/footprints';
import { pages } from '@nodal/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { LogoutButton } from '../../../features/auth/index.ts';
import { ContactsList, OverdueSummary } from '../../../features/contacts/index.ts';
import { DashboardCards } from '../../../features/dashboard/index.ts';
import { SignupsList } from '../../../features/signups/index.ts';

export function Component() {
  const [tab, setTab] = useState<'contacts' | 'signups'>('contacts');
  return (
    <>
      <title>Dashboard · Nodal Admin</title>
      <PageHeader
        home
        title="Admin Dashboard"
        description="What came in, and where to manage the site."
        actions={
          <>
            <ButtonLink to={pages.adminInsights} variant="secondary">
              <ChartLine aria-hidden="true" />
              Insights
            </ButtonLink>
            <ButtonLink to={pages.adminTraffic} variant="secondary">
              <Footprints aria-hidden="true" />
              Traffic
            </ButtonLink>
            <LogoutButton />
          </>
        }
      />
      <DashboardCards />
      <div className="mt-4">
        <OverdueSummary />
      </div>
      <Tabs
        className="mt-8"
        label="Recent activity"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'contacts', label: 'Recent Contacts' },
          { value: 'signups', label: 'Recent Signups' },
        ]}
      >
        {tab === 'contacts' ? <ContactsList variant="dashboard" /> : <SignupsList variant="dashboard" />}
      </Tabs>
    </>
  );
}
