import { useDeferredValue, useEffect, useState, type FormEvent } from 'react';
import { DEMO_TYPES, demoInputSchema, firstFieldErrors, type Demo, type DemoType } from '@nodal/shared';
import { createOrSaveLabel, FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/form.tsx';
import { saveWithToast } from '../../../lib/save.ts';
import { createDemo, updateDemo } from '../api/demos.ts';
import { EmbedPreview } from './embed-preview.tsx';

export const DEMO_TYPE_LABELS: Record<DemoType, string> = { video: 'Video', interactive: 'Interactive', notebook: 'Notebook' };

type Values = { title: string; description: string; type: DemoType; embedCode: string };
type Errors = Partial<Record<keyof Values, string>>;

export function DemoDialog({ open, demo, onClose }: { open: boolean; demo: Demo | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>({ title: '', description: '', type: 'video', embedCode: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
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
      setErrors(firstFieldErrors(parsed.error.issues) as Errors);
      return;
    }
    setErrors({});
    const saved = await saveWithToast(
      setSaving,
      () => (isNew ? createDemo(parsed.data) : updateDemo(demo.id, { ...parsed.data, position: demo.position })),
      {
        success: isNew ? 'Demo created successfully!' : 'Demo updated successfully!',
        failure: isNew ? 'Failed to create demo' : 'Failed to update demo',
      },
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      saving={saving}
      size="xl"
      title={isNew ? 'Add New Demo' : 'Edit Demo'}
      description={isNew ? 'Create a new interactive demo' : 'Update the demo details and embed code'}
      submitLabel={createOrSaveLabel(isNew, 'Demo')}
      onSubmit={onSubmit}
      formClassName="grid gap-5 lg:grid-cols-2"
    >
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
    </FormDialog>
  );
}
