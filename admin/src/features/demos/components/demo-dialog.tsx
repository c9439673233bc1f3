import { useDeferredValue, useEffect, useId, useState, type FormEvent } from 'react';
import { DEMO_TYPES, demoInputSchema, type Demo, type DemoType } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/form.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { createDemo, updateDemo } from '../api/demos.ts';
import { EmbedPreview } from './embed-preview.tsx';

export const DEMO_TYPE_LABELS: Record<DemoType, string> = { video: 'Video', interactive: 'Interactive', notebook: 'Notebook' };

type Values = { title: string; description: string; type: DemoType; embedCode: string };
type Errors = Partial<Record<keyof Values, string>>;

export function DemoDialog({ open, demo, onClose }: { open: boolean; demo: Demo | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>({ title: '', description: '', type: 'video', embedCode: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const isNew = demo === null;
  const embed = useDeferredValue(values.embedCode);

  useEffect(() => {
    if (!open) return;
    setValues({ title: demo?.title ?? '', description: demo?.description ?? '', type: demo?.type ?? 'video', embedCode: demo?.embedCode ?? '' });
    setErrors({});
  }, [open, demo]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = demoInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (isNew) await createDemo(parsed.data);
      else await updateDemo(demo.id, { ...parsed.data, position: demo.position });
      toast({ title: 'Success', description: isNew ? 'Demo created successfully!' : 'Demo updated successfully!' });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, isNew ? 'Failed to create demo' : 'Failed to update demo'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissable={!saving}
      size="xl"
      title={isNew ? 'Add New Demo' : 'Edit Demo'}
      description={isNew ? 'Create a new interactive demo' : 'Update the demo details and embed code'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {isNew ? (saving ? 'Creating...' : 'Create Demo') : saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-5 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <Field label="Title" error={errors.title}>
            {(p) => <Input {...p} value={values.title} onChange={(e) => set('title', e.target.value)} />}
          </Field>
          <Field label="Type" error={errors.type}>
            {(p) => (
              <Select {...p} value={values.type} onChange={(e) => set('type', e.target.value as DemoType)}>
                {DEMO_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {DEMO_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Description" error={errors.description}>
            {(p) => <Textarea {...p} rows={3} value={values.description} onChange={(e) => set('description', e.target.value)} />}
          </Field>
          <Field label="Embed code" error={errors.embedCode} hint="HTML such as an <iframe>; it runs sandboxed, without access to this site.">
            {(p) => (
              <Textarea
                {...p}
                rows={7}
                value={values.embedCode}
                onChange={(e) => set('embedCode', e.target.value)}
                className="font-mono text-[12px]"
                spellCheck={false}
              />
            )}
          </Field>
        </div>
        <section aria-label="Embed preview" className="space-y-1.5">
          <p aria-hidden="true" className="text-[13px] font-medium text-slate-700">
            Preview
          </p>
          <EmbedPreview code={embed} title={`Preview of ${values.title || 'the demo'}`} />
        </section>
      </form>
    </Dialog>
  );
}
