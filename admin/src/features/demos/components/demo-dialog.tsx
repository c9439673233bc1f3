import { useDeferredValue } from 'react';
import { DEMO_TYPE_LABELS, DEMO_TYPES, demoInputSchema, type Demo, type DemoType } from '@nodal/shared';
import { createOrSaveLabel, FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, Input, SelectField, Textarea } from '../../../components/ui/form.tsx';
import { useDialogForm, useSchemaForm } from '../../../lib/form.ts';
import { saveFormAndClose } from '../../../lib/save.ts';
import { createDemo, updateDemo } from '../api/demos.ts';
import { EmbedPreview } from './embed-preview.tsx';

const toValues = (demo: Demo | null) => ({
  title: demo?.title ?? '',
  description: demo?.description ?? '',
  type: demo?.type ?? ('video' as DemoType),
  embedCode: demo?.embedCode ?? '',
});

export function DemoDialog({ open, demo, onClose }: { open: boolean; demo: Demo | null; onClose: () => void }) {
  const form = useSchemaForm(demoInputSchema, toValues(demo));
  const { register, handleSubmit, watch, formState } = form;
  const { errors } = formState;
  const isNew = demo === null;
  const embed = useDeferredValue(watch('embedCode') ?? '');
  const title = watch('title');

  const dialog = useDialogForm(form, { open, onClose }, demo, toValues);

  const onSubmit = handleSubmit((data) =>
    saveFormAndClose(
      form,
      onClose,
      () => (isNew ? createDemo(data) : updateDemo(demo.id, { ...data, position: demo.position })),
      {
        success: isNew ? 'Demo created successfully!' : 'Demo updated successfully!',
        failure: isNew ? 'Failed to create demo' : 'Failed to update demo',
      },
    ),
  );

  return (
    <FormDialog
      {...dialog}
      size="xl"
      title={isNew ? 'Add New Demo' : 'Edit Demo'}
      description={isNew ? 'Create a new interactive demo' : 'Update the demo details and embed code'}
      submitLabel={createOrSaveLabel(isNew, 'Demo')}
      onSubmit={onSubmit}
      formClassName="grid gap-5 lg:grid-cols-2"
    >
      <div className="grid content-start gap-4">
        <Field label="Title" error={errors.title?.message}>
          {(p) => <Input {...p} {...register('title')} />}
        </Field>
        <SelectField
          label="Type"
          error={errors.type?.message}
          registration={register('type')}
          values={DEMO_TYPES}
          labels={DEMO_TYPE_LABELS}
        />
        <Field label="Description" error={errors.description?.message}>
          {(p) => <Textarea {...p} rows={3} {...register('description')} />}
        </Field>
        <Field
          label="Embed code"
          error={errors.embedCode?.message}
          hint="HTML such as an <iframe>; it runs sandboxed, without access to this site."
        >
          {(p) => (
            <Textarea {...p} rows={7} {...register('embedCode')} className="font-mono text-[12px]" spellCheck={false} />
          )}
        </Field>
      </div>
      <section aria-label="Embed preview" className="space-y-1.5">
        <p aria-hidden="true" className="text-[13px] font-medium text-slate-700">
          Preview
        </p>
        <EmbedPreview code={embed} title={`Preview of ${title || 'the demo'}`} />
      </section>
    </FormDialog>
  );
}
