import {
  VIDEO_TYPE_LABELS,
  VIDEO_TYPES,
  videoInputSchema,
  type Video,
  type VideoCategory,
  type VideoType,
} from '@nodal/shared';
import { toast } from '@nodal/ui/toast';
import { createOrSaveLabel, FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, Input, Select, SelectField, Textarea } from '../../../components/ui/form.tsx';
import { useDialogForm, useSchemaForm } from '../../../lib/form.ts';
import { saveFormAndClose } from '../../../lib/save.ts';
import { createVideo, updateVideo } from '../api/videos.ts';

// Only creation checks the title in the browser (an edit keeps the server as the only judge). An update sends it as typed; the server
// still refuses a blank one, and its field error lands under the title like any other.
const updateSchema = videoInputSchema.omit({ title: true }) as unknown as typeof videoInputSchema;

const URL_HINTS: Record<VideoType, string> = {
  url: 'A full link to the video file, e.g. https://cdn.example.com/demo.mp4',
  vimeo: 'Only the numeric Vimeo id, e.g. 76979871',
  youtube: 'Only the id after v= in the YouTube link, e.g. dQw4w9WgXcQ',
};

function toValues(video: Video | null) {
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
  const isNew = video === null;
  const form = useSchemaForm(isNew ? videoInputSchema : updateSchema, toValues(video));
  const { register, handleSubmit, watch, getValues, formState } = form;
  const { errors } = formState;
  const videoType = watch('videoType') as VideoType;

  const dialog = useDialogForm(form, { open, onClose }, video, toValues);

  const onSubmit = handleSubmit(
    async (data) => {
      // The schema made an empty category null and any other a number, as the API expects.
      const payload = { ...data, title: isNew ? data.title : getValues('title') };
      await saveFormAndClose(form, onClose, () => (isNew ? createVideo(payload) : updateVideo(video.id, payload)), {
        success: isNew ? 'Video created successfully!' : 'Video updated successfully!',
        failure: isNew ? 'Failed to create video' : 'Failed to update video',
      });
    },
    (invalid) => {
      if (invalid.title?.message) toast({ title: 'Error', description: invalid.title.message, variant: 'destructive' });
    },
  );

  return (
    <FormDialog
      {...dialog}
      size="lg"
      title={isNew ? 'Add New Video' : 'Edit Video'}
      description={isNew ? 'Create a new workflow video' : 'Update video details and category assignment'}
      submitLabel={createOrSaveLabel(isNew, 'Video')}
      onSubmit={onSubmit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Title" error={errors.title?.message} className="sm:col-span-2">
        {(p) => <Input {...p} {...register('title')} />}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={3} {...register('description')} />}
      </Field>
      <SelectField
        label="Video type"
        error={errors.videoType?.message}
        registration={register('videoType')}
        values={VIDEO_TYPES}
        labels={VIDEO_TYPE_LABELS}
      />
      <Field label="Category" error={errors.categoryId?.message}>
        {(p) => (
          <Select {...p} {...register('categoryId')}>
            <option value="">None</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Video URL" hint={URL_HINTS[videoType]} error={errors.videoUrl?.message} className="sm:col-span-2">
        {(p) => <Input {...p} {...register('videoUrl')} spellCheck={false} />}
      </Field>
      <Field
        label="Thumbnail URL"
        hint="Optional; Vimeo and YouTube videos fall back to their own thumbnail."
        error={errors.thumbnailUrl?.message}
      >
        {(p) => <Input {...p} {...register('thumbnailUrl')} spellCheck={false} />}
      </Field>
      <Field label="Duration" hint="Free text, e.g. 2:30" error={errors.duration?.message}>
        {(p) => <Input {...p} {...register('duration')} />}
      </Field>
    </FormDialog>
  );
}
