import { useEffect, useState, type FormEvent } from 'react';
import { VIDEO_TYPES, type Video, type VideoCategory, type VideoType } from '@nodal/shared';
import { createOrSaveLabel, FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/form.tsx';
import { saveWithToast } from '../../../lib/save.ts';
import { toast } from '../../../lib/toast.ts';
import { createVideo, updateVideo } from '../api/videos.ts';

interface FormValues {
  title: string;
  description: string;
  videoType: VideoType;
  videoUrl: string;
  thumbnailUrl: string;
  duration: string;
  categoryId: string;
}

const VIDEO_TYPE_LABELS: Record<VideoType, string> = { url: 'Direct URL', vimeo: 'Vimeo', youtube: 'YouTube' };
const URL_HINTS: Record<VideoType, string> = {
  url: 'A full link to the video file, e.g. https://cdn.example.com/demo.mp4',
  vimeo: 'Only the numeric Vimeo id, e.g. 76979871',
  youtube: 'Only the id after v= in the YouTube link, e.g. dQw4w9WgXcQ',
};

function toValues(video: Video | null): FormValues {
  return {
    title: video?.title ?? '',
    description: video?.description ?? '',
    videoType: video?.videoType ?? 'url',
    videoUrl: video?.videoUrl ?? '',
    thumbnailUrl: video?.thumbnailUrl ?? '',
    duration: video?.duration ?? '',
    categoryId: video?.categoryId == null ? '' : String(video.categoryId),
  };
}

export function VideoDialog({
  open,
  video,
  categories,
  onClose,
}: {
  open: boolean;
  /** null to add a new video. */
  video: Video | null;
  categories: VideoCategory[];
  onClose: () => void;
}) {
  const [values, setValues] = useState<FormValues>(() => toValues(video));
  const [saving, setSaving] = useState(false);
  const isNew = video === null;

  useEffect(() => {
    if (open) setValues(toValues(video));
  }, [open, video]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: creation checks the title client-side and sends nothing; an update leaves it to the server.
    if (isNew && !values.title.trim()) {
      toast({ title: 'Error', description: 'Video title is required', variant: 'destructive' });
      return;
    }
    const payload = {
      title: values.title,
      description: values.description,
      videoType: values.videoType,
      videoUrl: values.videoUrl,
      thumbnailUrl: values.thumbnailUrl,
      duration: values.duration,
      categoryId: values.categoryId === '' ? null : Number(values.categoryId),
    };
    const saved = await saveWithToast(setSaving, () => (isNew ? createVideo(payload) : updateVideo(video.id, payload)), {
      success: isNew ? 'Video created successfully!' : 'Video updated successfully!',
      failure: isNew ? 'Failed to create video' : 'Failed to update video',
    });
    if (saved) onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      saving={saving}
      size="lg"
      title={isNew ? 'Add New Video' : 'Edit Video'}
      description={isNew ? 'Create a new workflow video' : 'Update video details and category assignment'}
      submitLabel={createOrSaveLabel(isNew, 'Video')}
      onSubmit={onSubmit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Title" className="sm:col-span-2">
        {(p) => <Input {...p} value={values.title} onChange={(e) => set('title', e.target.value)} />}
      </Field>
      <Field label="Description" className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={3} value={values.description} onChange={(e) => set('description', e.target.value)} />}
      </Field>
      <Field label="Video type">
        {(p) => (
          <Select {...p} value={values.videoType} onChange={(e) => set('videoType', e.target.value as VideoType)}>
            {VIDEO_TYPES.map((t) => (
              <option key={t} value={t}>
                {VIDEO_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Category">
        {(p) => (
          <Select {...p} value={values.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
            <option value="">None</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Video URL" hint={URL_HINTS[values.videoType]} className="sm:col-span-2">
        {(p) => <Input {...p} value={values.videoUrl} onChange={(e) => set('videoUrl', e.target.value)} spellCheck={false} />}
      </Field>
      <Field label="Thumbnail URL" hint="Optional; Vimeo and YouTube videos fall back to their own thumbnail.">
        {(p) => <Input {...p} value={values.thumbnailUrl} onChange={(e) => set('thumbnailUrl', e.target.value)} spellCheck={false} />}
      </Field>
      <Field label="Duration" hint="Free text, e.g. 2:30">
        {(p) => <Input {...p} value={values.duration} onChange={(e) => set('duration', e.target.value)} />}
      </Field>
    </FormDialog>
  );
}
