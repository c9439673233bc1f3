import Users from 'lucide-react/icons/users';
import type { CampaignKind } from '@nodal/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAudienceCount } from '../api/campaigns.ts';
import { audienceCountText } from '../lib/compose.ts';

/**
 * "Reaches 1,234 subscribers." under the audience fields, asked again once typing pauses. A query the
 * API would refuse (no topic, no count) asks nothing: the fields' own errors say what is missing.
 */
export function AudienceCount({ kind, query, requested }: { kind: CampaignKind; query: unknown; requested?: number }) {
  const { data, error, isLoading, valid, settling } = useAudienceCount(query);
  const text = !valid
    ? 'Complete the audience to see how many it reaches.'
    : error
      ? `Could not count the recipients: ${errorMessage(error)}`
      : data === undefined
        ? 'Counting recipients...'
        : audienceCountText(kind, data, requested);
  return (
    <p
      role="status"
      data-testid="audience-count"
      className="flex items-start gap-2 rounded-md bg-slate-50 px-3 py-2 text-[13px] text-slate-700 ring-1 ring-slate-200 ring-inset"
    >
      {valid && (settling || isLoading) ? (
        <Spinner className="mt-0.5 shrink-0" />
      ) : (
        <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      )}
      <span className={error ? 'text-red-700' : 'font-medium'}>{text}</span>
    </p>
  );
}
