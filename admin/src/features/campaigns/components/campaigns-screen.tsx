import { useState } from 'react';
import Megaphone from 'lucide-react/icons/megaphone';
import UserPlus from 'lucide-react/icons/user-plus';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ListStates } from '../../../components/ui/states.tsx';
import { useCampaigns } from '../api/campaigns.ts';
import { newestFirst } from '../lib/delivery.ts';
import { CampaignsList } from './campaigns-list.tsx';
import { WaveDialog } from './wave-dialog.tsx';

/** Newsletters and invitation waves, newest first, each with how far its delivery has come. */
export function CampaignsScreen() {
  const { data, error, isLoading, isValidating, mutate } = useCampaigns();
  const [composing, setComposing] = useState(false);
  const campaigns = newestFirst(data ?? []);

  return (
    <>
      <PageHeader
        title="Campaigns"
        description={
          <>
            Newsletters and invitation waves, and how far each one’s delivery has come. Send a newsletter from an
            article’s “Email to Subscribers”.
          </>
        }
        actions={
          <Button onClick={() => setComposing(true)}>
            <UserPlus aria-hidden="true" />
            New Invitation Wave
          </Button>
        }
      />
      {data && campaigns.length > 0 && (
        <div className="mb-3 flex items-center gap-2 text-[13px] text-slate-500" aria-live="polite">
          <span>
            {campaigns.length} {campaigns.length === 1 ? 'campaign' : 'campaigns'}
          </span>
          {isValidating && <Spinner className="size-3.5" />}
        </div>
      )}
      <ListStates
        noun="campaigns"
        error={error && !data ? error : null}
        loading={isLoading && !data}
        isEmpty={campaigns.length === 0}
        empty={
          <EmptyState icon={<Megaphone aria-hidden="true" />} title="No campaigns yet.">
            <p className="max-w-md text-[13px] text-slate-500">
              Invite the next people on the waitlist with a new invitation wave, or email a published article to
              subscribers from Articles.
            </p>
          </EmptyState>
        }
        onRetry={() => mutate()}
      >
        <CampaignsList campaigns={campaigns} />
      </ListStates>
      <WaveDialog open={composing} onClose={() => setComposing(false)} />
    </>
  );
}
