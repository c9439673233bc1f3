import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE, settingsSchema, TRAFFIC_RETENTION_RANGE, type Settings } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/form.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { saveWithToast } from '../../../lib/save.ts';
import { saveSettings, useSettings } from '../api/settings.ts';

/** Every zone the browser knows, with the saved one kept even if this browser lacks it. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return [...new Set([current, 'UTC', ...known])].sort((a, b) => a.localeCompare(b));
}

export function SettingsPanel() {
  const settings = useSettings();
  if (settings.error)
    return (
      <ErrorState
        message={`Error loading settings: ${errorMessage(settings.error)}`}
        onRetry={() => void settings.mutate()}
      />
    );
  if (!settings.data) return <LoadingState label="Loading settings..." />;
  return <SettingsForm initial={settings.data.data} onSaved={(data) => void settings.mutate({ data }, false)} />;
}

function SettingsForm({ initial, onSaved }: { initial: Settings; onSaved: (settings: Settings) => void }) {
  const form = useSchemaForm(settingsSchema, {
    notifyEmails: initial.notifyEmails.join('\n'),
    contactWebhookUrl: initial.contactWebhookUrl,
    signupWebhookUrl: initial.signupWebhookUrl,
    timeZone: initial.timeZone,
    trafficRetentionDays: initial.trafficRetentionDays,
  });
  const zones = useMemo(() => timeZones(initial.timeZone), [initial.timeZone]);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    let saved: Settings | null = null;
    await saveWithToast(
      async () => {
        saved = await saveSettings(values);
      },
      {
        success: 'Settings saved',
        failure: 'Failed to save settings',
        onError: (error) => applyServerErrors(form, error),
      },
    );
    if (saved) {
      const next: Settings = saved;
      onSaved(next);
      form.reset({ ...next, notifyEmails: next.notifyEmails.join('\n') });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card className="p-5">
        <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        <p className="mt-1 text-[13px] text-slate-500">
          Each new contact message and early-access signup is emailed to these addresses, with a link to it here.
        </p>
        <div className="mt-4 grid gap-5">
          <Field
            label="Staff email addresses"
            error={errors.notifyEmails?.message}
            hint="One per line, or separated by commas. At most 20. Leave empty to send no email."
          >
            {(p) => (
              <Textarea
                {...p}
                {...form.register('notifyEmails')}
                rows={4}
                spellCheck={false}
                autoComplete="off"
                placeholder={'partners@example.org\nsales@example.org'}
              />
            )}
          </Field>
          <div className="grid gap-5 lg:grid-cols-2">
            <Field
              label="Webhook for new contacts"
              error={errors.contactWebhookUrl?.message}
              hint='Optional. An https:// URL that takes JSON {"text": …}, like a Slack incoming webhook.'
            >
              {(p) => (
                <Input
                  {...p}
                  {...form.register('contactWebhookUrl')}
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  placeholder="https://hooks.slack.com/services/…"
                />
              )}
            </Field>
            <Field
              label="Webhook for new signups"
              error={errors.signupWebhookUrl?.message}
              hint="Optional, the same kind of URL; it can be the same one."
            >
              {(p) => (
                <Input
                  {...p}
                  {...form.register('signupWebhookUrl')}
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  placeholder="https://hooks.slack.com/services/…"
                />
              )}
            </Field>
          </div>
        </div>
      </Card>
      <Card className="p-5">
        <h2 className="text-sm font-semibold text-slate-900">Business hours</h2>
        <p className="mt-1 text-[13px] text-slate-500">
          A contact is due a reply within 2 business days (Monday to Friday) of the day it arrived, counted in this time
          zone.
        </p>
        <div className="mt-4 max-w-sm">
          <Field label="Time zone" error={errors.timeZone?.message}>
            {(p) => (
              <Select {...p} {...form.register('timeZone')}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </Card>
      <Card className="p-5">
        <h2 className="text-sm font-semibold text-slate-900">Visitor analytics</h2>
        <p className="mt-1 text-[13px] text-slate-500">
          Each page view is kept for this many days, then deleted. The daily totals in Insights → Traffic are kept, so
          longer ranges still add up.
        </p>
        <div className="mt-4 max-w-sm">
          <Field
            label="Keep page views for (days)"
            error={errors.trafficRetentionDays?.message}
            hint={`From ${TRAFFIC_RETENTION_RANGE.min} to ${TRAFFIC_RETENTION_RANGE.max} days.`}
          >
            {(p) => (
              <Input
                {...p}
                {...form.register('trafficRetentionDays')}
                type="number"
                inputMode="numeric"
                min={TRAFFIC_RETENTION_RANGE.min}
                max={TRAFFIC_RETENTION_RANGE.max}
                step={1}
              />
            )}
          </Field>
        </div>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
