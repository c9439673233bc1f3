// The range every Insights and Traffic card shows: kept in the address bar, set by the form or a preset.
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  INSIGHT_BUCKET_LABELS,
  INSIGHT_BUCKETS,
  insightsQuerySchema,
  type InsightBucket,
  type InsightsQuery,
} from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, SelectField } from '../../../components/ui/form.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { lastDays, PRESETS, rangeFromSearch, searchOfRange, viewerTimeZone } from '../range.ts';

/** The range in the address bar, in the viewer's time zone, and how to change it (a new history entry). */
export function useRange(): [InsightsQuery, (range: InsightsQuery) => void] {
  const [search, setSearch] = useSearchParams();
  const tz = useMemo(viewerTimeZone, []);
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the range changes only with the address bar
  const range = useMemo(() => rangeFromSearch(search, tz), [key, tz]);
  return [range, (next) => setSearch(searchOfRange(next))];
}

export function RangeForm({ range, onApply }: { range: InsightsQuery; onApply: (range: InsightsQuery) => void }) {
  const form = useSchemaForm(insightsQuerySchema, range);
  const { errors } = form.formState;
  const { reset } = form;
  // A preset or the address bar changed the range: the fields follow it.
  useEffect(() => reset(range), [reset, range]);
  const isPreset = (days: number, bucket: InsightBucket) => {
    const preset = lastDays(days, bucket, range.tz);
    return preset.from === range.from && preset.to === range.to && preset.bucket === range.bucket;
  };

  return (
    <Card className="mb-6 px-4 py-3">
      <form
        noValidate
        aria-label="Range"
        onSubmit={form.handleSubmit(onApply)}
        className="flex flex-wrap items-start gap-x-3 gap-y-3"
      >
        <Field label="From" error={errors.from?.message} className="w-40">
          {(p) => <Input type="date" {...p} {...form.register('from')} />}
        </Field>
        <Field label="To" error={errors.to?.message} className="w-40">
          {(p) => <Input type="date" {...p} {...form.register('to')} />}
        </Field>
        <div className="w-32">
          <SelectField
            label="Buckets"
            error={errors.bucket?.message}
            registration={form.register('bucket')}
            values={INSIGHT_BUCKETS}
            labels={INSIGHT_BUCKET_LABELS}
          />
        </div>
        <Button type="submit" className="mt-6">
          Apply
        </Button>
        <div className="flex basis-full flex-wrap items-center gap-2 border-t border-slate-100 pt-3 lg:mt-6 lg:basis-auto lg:border-0 lg:pt-0">
          {PRESETS.map(({ days, label, bucket }) => (
            <Button
              key={days}
              size="sm"
              variant={isPreset(days, bucket) ? 'primary' : 'outline'}
              aria-pressed={isPreset(days, bucket)}
              onClick={() => onApply(lastDays(days, bucket, range.tz))}
            >
              {label}
            </Button>
          ))}
        </div>
      </form>
      <p className="mt-2 text-xs text-slate-500">
        Days run midnight to midnight in {range.tz}, your browser’s time zone. Weeks start on Monday; a week the range
        cuts counts only its days inside it.
      </p>
    </Card>
  );
}
