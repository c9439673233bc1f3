import CalendarClock from 'lucide-react/icons/calendar-clock';
import FileText from 'lucide-react/icons/file-text';
import { CAMPAIGN_KIND_LABELS, type CampaignSummary } from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Table, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { campaignState, formatCount, sendTimeText } from '../lib/delivery.ts';
import { DeliveryBar } from './delivery-bar.tsx';

function KindBadge({ campaign }: { campaign: CampaignSummary }) {
  return (
    <Badge color={campaign.kind === 'newsletter' ? 'indigo' : 'purple'}>{CAMPAIGN_KIND_LABELS[campaign.kind]}</Badge>
  );
}

/** The article a newsletter carries (no editor has an address of its own, so it is named, not linked). */
function ArticleLine({ campaign }: { campaign: CampaignSummary }) {
  if (campaign.kind !== 'newsletter') return null;
  return (
    <p className="mt-1 flex items-start gap-1 text-xs text-slate-500">
      <FileText aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0 wrap-anywhere">
        <span className="sr-only">Article: </span>
        {campaign.articleTitle ?? <span className="italic">Article deleted</span>}
      </span>
    </p>
  );
}

/** When it goes: "Scheduled for …" while it waits, a Sending badge while it is on its way, else the time. */
function SendTime({ campaign, now }: { campaign: CampaignSummary; now: number }) {
  const state = campaignState(campaign, now);
  const text = sendTimeText(campaign, now);
  if (state === 'scheduled') {
    return (
      <span className="inline-flex items-start gap-1 text-amber-800">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {text}
      </span>
    );
  }
  return (
    <span className="flex flex-col items-start gap-1">
      {state === 'sending' && <Badge color="blue">Sending</Badge>}
      <span className="text-slate-600 tabular-nums">{text}</span>
    </span>
  );
}

/** Every campaign: stacked cards on phones, a table from md up. */
export function CampaignsList({ campaigns }: { campaigns: CampaignSummary[] }) {
  const now = Date.now();
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Campaigns">
        {campaigns.map((c) => (
          <li key={c.id} className="space-y-2.5 px-4 py-3">
            <div>
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 text-sm font-medium text-slate-900 wrap-anywhere">{c.subject}</p>
                <KindBadge campaign={c} />
              </div>
              <ArticleLine campaign={c} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-slate-500">Audience</dt>
              <dd className="text-slate-700 wrap-anywhere">{c.audience}</dd>
              <dt className="text-slate-500">Send time</dt>
              <dd>
                <SendTime campaign={c} now={now} />
              </dd>
              <dt className="text-slate-500">Recipients</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{formatCount(c.recipients)}</dd>
            </dl>
            <DeliveryBar campaign={c} />
          </li>
        ))}
      </ul>
      <Table label="Campaigns" minWidth={820}>
        <THead>
          <Th>Campaign</Th>
          <Th>Audience</Th>
          <Th>Send time</Th>
          <Th className="text-right">Recipients</Th>
          <Th>Delivery</Th>
        </THead>
        <tbody>
          {campaigns.map((c) => (
            <Tr key={c.id}>
              <Td className="min-w-48">
                <p className="font-medium text-slate-900 wrap-anywhere">{c.subject}</p>
                <div className="mt-1">
                  <KindBadge campaign={c} />
                </div>
                <ArticleLine campaign={c} />
              </Td>
              <Td className="w-40 min-w-32 wrap-anywhere">{c.audience}</Td>
              <Td className="w-48 min-w-40">
                <SendTime campaign={c} now={now} />
              </Td>
              <Td className="text-right font-medium text-slate-900 tabular-nums">{formatCount(c.recipients)}</Td>
              <Td className="w-60 min-w-56">
                <DeliveryBar campaign={c} />
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
