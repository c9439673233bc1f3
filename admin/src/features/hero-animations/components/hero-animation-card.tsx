import { useEffect, useId, useRef, useState } from 'react';
import { ANIMATION_NAMES, formatDateTime, HERO_WEIGHT, type HeroConfig, type HeroPatch } from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';

export const ANIMATION_DESCRIPTIONS: Record<HeroConfig['animationType'], string> = {
  abstractFlow: 'Flowing particle streams that trace curved paths, like data moving through a workflow.',
  abstractGraphic: 'Geometric nodes and connecting lines that assemble into a calm, structured network.',
  fluidDynamics: 'Soft, fluid colour fields that swirl and blend in slow motion.',
  swarmIntelligence: 'Agents that flock and coordinate, echoing the orchestration agent at work.',
};

export function HeroAnimationCard({
  config,
  saving,
  onSave,
}: {
  config: HeroConfig;
  saving: boolean;
  onSave: (patch: HeroPatch) => void;
}) {
  const id = useId();
  const [weight, setWeight] = useState(config.weight);
  const name = ANIMATION_NAMES[config.animationType];

  const slider = useRef<HTMLInputElement>(null);
  const latest = useRef(weight);
  latest.current = weight;
  // The weight the server last gave. The slider follows it unless the person has moved the slider
  // since (a save answering while they keep pressing keys must not pull it back).
  const saved = useRef(config.weight);
  useEffect(() => {
    if (latest.current === saved.current || latest.current === config.weight) setWeight(config.weight);
    saved.current = config.weight;
  }, [config.weight]);
  const keyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const savingNow = useRef(saving);
  savingNow.current = saving;

  // Range inputs fire on every step while dragging; save once the person lets go (or, on the
  // keyboard, pauses), so a run of arrow presses is one save, not ten.
  // The slider stays usable while a save is in flight (a keyboard user keeps focus and every key
  // press counts); what changed meanwhile is saved once that save is done.
  const commit = () => {
    clearTimeout(keyTimer.current);
    if (savingNow.current) {
      keyTimer.current = setTimeout(commit, 200);
      return;
    }
    if (latest.current === saved.current) return;
    onSave({ weight: latest.current });
  };
  const commitSoon = () => {
    clearTimeout(keyTimer.current);
    keyTimer.current = setTimeout(commit, 500);
  };
  useEffect(() => () => clearTimeout(keyTimer.current), []);

  return (
    <Card role="region" aria-labelledby={`${id}-name`} className="relative flex flex-col p-5" aria-busy={saving}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-name`} className="text-sm font-semibold text-slate-900">
            {name}
          </h2>
          <p className="mt-1 text-[13px] text-slate-500">{ANIMATION_DESCRIPTIONS[config.animationType]}</p>
        </div>
        <Switch
          checked={config.enabled}
          disabled={saving}
          label={`Enable ${name}`}
          onChange={(enabled) => onSave({ enabled })}
        />
      </div>

      <div className="mt-5">
        <div className="flex items-center justify-between">
          <label htmlFor={`${id}-weight`} className="text-[13px] font-medium text-slate-700">
            Rotation Weight
          </label>
          <output
            htmlFor={`${id}-weight`}
            className="min-w-7 rounded bg-slate-100 px-1.5 py-0.5 text-center text-xs font-semibold text-slate-700 tabular-nums"
          >
            {weight}
          </output>
        </div>
        <input
          id={`${id}-weight`}
          type="range"
          min={HERO_WEIGHT.min}
          max={HERO_WEIGHT.max}
          step={HERO_WEIGHT.step}
          value={weight}
          disabled={!config.enabled}
          onChange={(e) => setWeight(Number(e.target.value))}
          ref={slider}
          onPointerUp={commit}
          onKeyUp={commitSoon}
          onBlur={commit}
          className="mt-2 w-full cursor-pointer accent-indigo-600 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
        />
        <div aria-hidden="true" className="mt-1 flex justify-between text-[11px] text-slate-500 tabular-nums">
          <span>{HERO_WEIGHT.min}</span>
          <span>{HERO_WEIGHT.max}</span>
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 border-t border-slate-100 pt-3 text-xs text-slate-500">
        <span className="flex items-center gap-1.5">
          Status: <Badge color={config.enabled ? 'emerald' : 'gray'}>{config.enabled ? 'Active' : 'Disabled'}</Badge>
        </span>
        <span>Last updated: {formatDateTime(config.updatedAt)}</span>
      </div>

      {saving && (
        <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/60 backdrop-blur-[1px]">
          <Spinner className="size-5 text-indigo-500" />
          <span className="sr-only">Saving</span>
        </div>
      )}
    </Card>
  );
}
