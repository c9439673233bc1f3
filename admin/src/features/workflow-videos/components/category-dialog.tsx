import { useEffect, useId, useState, type FormEvent } from 'react';
import { categoryInputSchema, type VideoCategory } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { createCategory, updateCategory } from '../api/videos.ts';

export function CategoryDialog({ open, category, onClose }: { open: boolean; category: VideoCategory | null; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const formId = useId();
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
    setSaving(true);
    try {
      if (isNew) await createCategory(payload);
      else await updateCategory(category.id, payload);
      toast({ title: 'Success', description: isNew ? 'Category created successfully!' : 'Category updated successfully!' });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, isNew ? 'Failed to create category' : 'Failed to update category'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissable={!saving}
      title={isNew ? 'Add Category' : 'Edit Category'}
      description={isNew ? 'Create a new video category' : 'Update category title and description'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {isNew ? (saving ? 'Creating...' : 'Create Category') : saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="Title" error={titleError}>
          {(p) => <Input {...p} value={title} onChange={(e) => setTitle(e.target.value)} />}
        </Field>
        <Field label="Description">
          {(p) => <Textarea {...p} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />}
        </Field>
      </form>
    </Dialog>
  );
}
