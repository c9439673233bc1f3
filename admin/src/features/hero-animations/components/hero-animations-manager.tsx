import { useState } from 'react';
import ExternalLink from 'lucide-react/icons/external-link';
import Info from 'lucide-react/icons/info';
import { ANIMATION_TYPES, pages, type AnimationType, type HeroPatch } from '@nodal/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '@nodal/ui/toast';
import { patchHero, useHeroConfigs } from '../api/hero.ts';
import { HeroAnimationCard } from './hero-animation-card.tsx';

export function HeroAnimationsManager() {
  const { data, error, isLoading, mutate } = useHeroConfigs();
  const [saving, setSaving] = useState<AnimationType | null>(null);

  const save = async (type: AnimationType, patch: HeroPatch) => {
    setSaving(type);
    try {
      const updated = await patchHero(type, patch);
      await mutate((list) => list?.map((c) => (c.animationType === type ? updated : c)), { revalidate: false });
      toast({ title: 'Configuration Updated', description: 'Hero animation settings have been saved successfully.' });
    } catch (e) {
      const statusText = e instanceof ApiError ? e.statusText || String(e.status) : errorMessage(e);
      toast({
        title: 'Update Failed',
        description: `Failed to update animation configuration: ${statusText}`,
        variant: 'destructive',
      });
      // The card shows the server's value again rather than the one that failed to save.
      await mutate();
    } finally {
      setSaving(null);
    }
  };

  const ordered = data
    ? ANIMATION_TYPES.map((t) => data.find((c) => c.animationType === t)).filter((c) => c !== undefined)
    : [];

  return (
    <>
      <PageHeader
        title="Hero Animation Configuration"
        description="Choose which animations play behind the landing-page hero, and how often."
        actions={
          <a href={pages.animationPreview} target="_blank" rel="noopener" className={buttonClass('secondary')}>
            <ExternalLink aria-hidden="true" />
            Preview Animations
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        }
      />
      {error && !data ? (
        <Card>
          <ErrorState message={`Error loading hero animations: ${errorMessage(error)}`} onRetry={() => mutate()} />
        </Card>
      ) : isLoading || !data ? (
        <div role="status" aria-label="Loading hero animations" className="grid gap-4 md:grid-cols-2">
          {ANIMATION_TYPES.map((t) => (
            <Card key={t} className="h-[228px] animate-pulse p-5">
              <div className="h-4 w-32 rounded bg-slate-200" />
              <div className="mt-3 h-3 w-3/4 rounded bg-slate-100" />
              <div className="mt-8 h-2 w-full rounded bg-slate-100" />
              <div className="mt-10 h-3 w-1/2 rounded bg-slate-100" />
            </Card>
          ))}
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {ordered.map((config) => (
            <HeroAnimationCard
              key={config.animationType}
              config={config}
              saving={saving === config.animationType}
              onSave={(patch) => save(config.animationType, patch)}
            />
          ))}
        </div>
      )}
      <Card className="mt-6 flex gap-3 border-indigo-100 bg-indigo-50/50 p-5">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
        <div className="text-[13px] text-slate-700">
          <h2 className="text-sm font-semibold text-slate-900">Animation Rotation Logic</h2>
          <ul className="mt-2 list-disc space-y-1 pl-4">
            <li>
              On each page load, one animation is picked at random among the enabled animations, weighted by their
              relative Rotation Weight.
            </li>
            <li>
              An animation with weight 0 is effectively disabled; if every enabled weight is 0, each enabled animation
              is equally likely.
            </li>
            <li>A visitor keeps the same animation for their whole browser session.</li>
            <li>Weights 5-8 are suggested for a balanced rotation.</li>
          </ul>
        </div>
      </Card>
    </>
  );
}
