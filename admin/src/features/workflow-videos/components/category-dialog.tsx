import { categoryInputSchema, type VideoCategory } from '@nodal/shared';
import { createOrSaveLabel, FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form.tsx';
import { useDialogForm, useSchemaForm } from '../../../lib/form.ts';
import { saveFormAndClose } from '../../../lib/save.ts';
import { createCategory, updateCategory } from '../api/videos.ts';

const toValues = (category: VideoCategory | null) => ({
  title: category?.title ?? '',
  description: category?.description ?? '',
});

export function CategoryDialog({
  open,
  category,
  onClose,
}: {
  open: boolean;
  category: VideoCategory | null;
  onClose: () => void;
}) {
  const form = useSchemaForm(categoryInputSchema, toValues(category));
  const { register, handleSubmit, formState } = form;
  const isNew = category === null;
  const dialog = useDialogForm(form, { open, onClose }, category, toValues);

  // The shared schema trims the title and turns a blank description into null.
  const onSubmit = handleSubmit(async (data) => {
    const payload = { title: data.title, description: data.description ?? null };
    await saveFormAndClose(
      form,
      onClose,
      () => (isNew ? createCategory(payload) : updateCategory(category.id, payload)),
      {
        success: isNew ? 'Category created successfully!' : 'Category updated successfully!',
        failure: isNew ? 'Failed to create category' : 'Failed to update category',
      },
    );
  });

  return (
    <FormDialog
      {...dialog}
      title={isNew ? 'Add Category' : 'Edit Category'}
      description={isNew ? 'Create a new video category' : 'Update category title and description'}
      submitLabel={createOrSaveLabel(isNew, 'Category')}
      onSubmit={onSubmit}
      formClassName="grid gap-4"
    >
      <Field label="Title" error={formState.errors.title?.message}>
        {(p) => <Input {...p} {...register('title')} />}
      </Field>
      <Field label="Description" error={formState.errors.description?.message}>
        {(p) => <Textarea {...p} rows={3} {...register('description')} />}
      </Field>
    </FormDialog>
  );
}
