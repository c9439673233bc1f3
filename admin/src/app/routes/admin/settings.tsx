import { useLocation, useNavigate } from 'react-router';
import { pages } from '@nodal/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { SentMailList, SettingsPanel } from '../../../features/settings/index.ts';

export function Component() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Each tab has its own address, so Sent mail can be linked to and survives a reload.
  const tab = pathname === pages.adminSentMail ? 'sent' : 'settings';
  return (
    <>
      <title>Settings · Nodal Admin</title>
      <PageHeader
        title="Settings"
        description="Who hears about new leads, the hours replies are counted in, and how long page views are kept."
      />
      <Tabs
        label="Settings"
        value={tab}
        onChange={(value) => navigate(value === 'sent' ? pages.adminSentMail : pages.adminSettings)}
        tabs={[
          { value: 'settings', label: 'Notifications' },
          { value: 'sent', label: 'Sent mail' },
        ]}
      >
        {tab === 'sent' ? <SentMailList /> : <SettingsPanel />}
      </Tabs>
    </>
  );
}
