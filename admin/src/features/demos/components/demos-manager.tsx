import { useState } from 'react';
import MonitorPlay from 'lucide-react/icons/monitor-play';
import Plus from 'lucide-react/icons/plus';
import { DEMO_TYPE_LABELS, type Demo } from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { DeleteIconButton, EditButton } from '../../../components/ui/row-actions.tsx';
import { EmptyState, ListStates } from '../../../components/ui/states.tsx';
import { deleteAfterConfirm } from '../../../lib/save.ts';
import { deleteDemo, useAdminDemos } from '../api/demos.ts';
import { demoSummary } from '../summary.ts';
import { DemoDialog } from './demo-dialog.tsx';

const TYPE_COLORS = { video: 'blue', interactive: 'purple', notebook: 'green' } as const;

/** The description, or a plain-text summary of the embed; its code is for the Edit dialog only. */
function Summary({ demo }: { demo: Demo }) {
  const summary = demoSummary(demo);
  if (summary.from === 'none')
    return (
      <p className="mt-1 text-[13px] text-slate-500">
        {demo.embedCode ? 'No description' : 'No description or embed code'}
      </p>
    );
  return (
    <p className="mt-1 line-clamp-3 text-[13px] text-slate-600 wrap-anywhere">
      {summary.from === 'embed' && <span className="text-slate-500">From the embed: </span>}
      {summary.text}
    </p>
  );
}

export function DemosManager() {
  const { data, error, isLoading, mutate } = useAdminDemos();
  const [editing, setEditing] = useState<{ demo: Demo | null } | null>(null);

  const remove = (demo: Demo) =>
    deleteAfterConfirm(`Delete the demo "${demo.title}"?`, () => deleteDemo(demo.id), {
      success: 'Demo deleted successfully!',
      failure: 'Failed to delete demo',
    });

  const demos = data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Interactive Demos"
        description="Videos, interactive demos and notebooks in the landing page's Demos section."
        actions={
          <Button onClick={() => setEditing({ demo: null })}>
            <Plus aria-hidden="true" />
            Add Demo
          </Button>
        }
      />
      <ListStates
        noun="demos"
        error={error && !data ? error : null}
        loading={isLoading && !data}
        isEmpty={demos.length === 0}
        empty={
          <EmptyState
            icon={<MonitorPlay aria-hidden="true" />}
            title="No demos yet. Add one to show it on the landing page."
          />
        }
        onRetry={() => mutate()}
      >
        <ul className="flex flex-col gap-3">
          {demos.map((demo) => (
            <li key={demo.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="min-w-0 text-sm font-semibold text-slate-900 wrap-anywhere">{demo.title}</h2>
                    <Badge color={TYPE_COLORS[demo.type]}>{DEMO_TYPE_LABELS[demo.type]}</Badge>
                  </div>
                  <Summary demo={demo} />
                </div>
                <div className="flex shrink-0 flex-wrap gap-1">
                  <EditButton label={`Edit ${demo.title}`} onClick={() => setEditing({ demo })} />
                  <DeleteIconButton label={`Delete ${demo.title}`} onClick={() => remove(demo)} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </ListStates>
      <DemoDialog open={editing !== null} demo={editing?.demo ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
