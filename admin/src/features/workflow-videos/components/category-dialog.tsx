import { useEffect, useState, type FormEvent } from 'react';
import { categoryInputSchema, type VideoCategory } from '@nodal/shared';
import { createOrSaveLabel, FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form.tsx';
import { saveWithToast } from '../../../lib/save.ts';
import { createCategory, updateCategory } from '../api/videos.ts';

export function CategoryDialog({ open, category, onClose }: { open: boolean; category: VideoCategory | null; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const isNew = category === null;

  useEffect(() => {
    if (!open) return;
    setTitle(category?.title ?? '');
    setDescription(category?.description ?? '');
    setTitleError(undefined);
  }, [open, category]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The shared schema trims the title and turns a blank description into null.
    const parsed = categoryInputSchema.safeParse({ title, description });
    if (!parsed.success) {
      setTitleError(parsed.error.issues.find((i) => i.path[0] === 'title')?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    setTitleError(undefined);
    const payload = { title: parsed.data.title, description: parsed.data.description ?? null };
    const saved = await saveWithToast(setSaving, () => (isNew ? createCategory(payload) : updateCategory(category.id, payload)), {
      success: isNew ? 'Category created successfully!' : 'Category updated successfully!',
      failure: isNew ? 'Failed to create category' : 'Failed to update category',
    });
    if (saved) onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      saving={saving}
      title={isNew ? 'Add Category' : 'Edit Category'}
      description={isNew ? 'Create a new video category' : 'Update category title and description'}
      submitLabel={createOrSaveLabel(isNew, 'Category')}
      onSubmit={onSubmit}
      formClassName="grid gap-4"
    >
      <Field label="Title" error={titleError}>
        {(p) => <Input {...p} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label="Description">
        {(p) => <Textarea {...p} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
    </FormDialog>
  );
}
