import { useState } from 'react';
import Lock from 'lucide-react/icons/lock';
import { ALWAYS_SHOWN_SECTIONS, SECTION_IDS, type SectionId } from '@nodal/shared';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '@nodal/ui/toast';
import { setSectionVisible, useSectionConfigs } from '../api/sections.ts';
import { SECTION_NAMES } from '../names.ts';

export function SectionsList() {
  const { data, error, isLoading, mutate } = useSectionConfigs();
  const [saving, setSaving] = useState<SectionId | null>(null);

  if (error && !data) {
    return (
      <Card>
        <ErrorState message={`Error loading sections: ${errorMessage(error)}`} onRetry={() => mutate()} />
      </Card>
    );
  }
  if (isLoading || !data) {
    return (
      <Card>
        <LoadingState label="Loading sections..." />
      </Card>
    );
  }

  const visible = new Map(data.data.map((c) => [c.sectionId, c.isVisible]));

  const toggle = async (id: SectionId, isVisible: boolean) => {
    setSaving(id);
    try {
      await setSectionVisible(id, isVisible);
      await mutate(
        (current) => current && { data: current.data.map((c) => (c.sectionId === id ? { ...c, isVisible } : c)) },
        { revalidate: false },
      );
      toast({ title: 'Success', description: `${SECTION_NAMES[id].name} is now ${isVisible ? 'visible' : 'hidden'}` });
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e, 'Failed to update section'), variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card className="overflow-hidden">
      <ol className="divide-y divide-slate-100">
        {SECTION_IDS.map((id, index) => {
          const locked = ALWAYS_SHOWN_SECTIONS.includes(id);
          const isVisible = locked || visible.get(id) !== false;
          const labelId = `section-${id}-name`;
          const noteId = `section-${id}-note`;
          return (
            <li key={id} className="flex items-center gap-4 px-4 py-3 sm:px-5">
              <span aria-hidden="true" className="w-5 text-right text-xs text-slate-500 tabular-nums">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p id={labelId} className="text-sm font-medium text-slate-900">
                  {SECTION_NAMES[id].name}
                </p>
                <p id={noteId} className="text-[13px] text-slate-500">
                  {locked ? (
                    <span className="inline-flex items-center gap-1">
                      <Lock aria-hidden="true" className="size-3" />
                      Always visible: the page opens with this section.
                    </span>
                  ) : (
                    SECTION_NAMES[id].description
                  )}
                </p>
              </div>
              {saving === id && <Spinner />}
              <span className="hidden w-14 text-right text-xs text-slate-500 sm:inline">
                {isVisible ? 'Visible' : 'Hidden'}
              </span>
              <Switch
                checked={isVisible}
                disabled={locked || saving !== null}
                labelledBy={labelId}
                describedBy={noteId}
                onChange={(next) => toggle(id, next)}
              />
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
