import { CampaignsScreen } from '../../../features/campaigns/index.ts';

export function Component() {
  return (
    <>
      <title>Campaigns · Nodal Admin</title>
      <CampaignsScreen />
    </>
  );
}
