import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { imageAttributes, parseImageId, type UploadedImage } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/form.tsx';
import { cn } from '../../../lib/cn.ts';
import { IMAGE_ACCEPT, uploadImage } from '../api/images.ts';

/** One upload at a time: its progress while it runs, its error when it fails. */
export function useImageUpload(onUploaded: (image: UploadedImage) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async (file: File | undefined) => {
    if (!file || progress !== null) return;
    setError(null);
    setProgress(0);
    try {
      onUploaded(await uploadImage(file, setProgress));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The upload failed');
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, start };
}

/** A hidden file input and the button that opens it. */
function PickButton({
  onPick,
  disabled,
  children,
}: {
  onPick: (file: File | undefined) => void;
  disabled: boolean;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden="true" />
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}

export function UploadProgress({ progress, label }: { progress: number | null; label: string }) {
  if (progress === null) return null;
  const done = progress >= 1;
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        className="h-1.5 w-40 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${progress * 100}%` }} />
      </div>
      {done ? 'Processing…' : `${Math.round(progress * 100)}%`}
    </div>
  );
}

/**
 * The cover of an article: drop an image or pick one, watch it upload, see it, describe it, remove
 * it. The alt text is the form's own field (its error comes from the shared schema).
 */
export function CoverField({
  image,
  altField,
  altError,
  imageError,
  onChange,
}: {
  image: string | null | undefined;
  altField: ReactNode;
  altError: string | undefined;
  imageError: string | undefined;
  onChange: (image: string | null) => void;
}) {
  const { progress, error, start } = useImageUpload((uploaded) => onChange(uploaded.id));
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const ref = image ? parseImageId(image) : null;
  const preview = ref ? imageAttributes(ref) : null;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void start(event.dataTransfer.files[0]);
  };
  const message = error ?? imageError;
  return (
    <div className="space-y-1.5" role="group" aria-labelledby={labelId} data-cover-field="">
      <p id={labelId} className="text-[13px] font-medium text-slate-700">
        Cover image
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dropzone=""
        className={cn(
          'flex flex-col gap-3 rounded-md border border-dashed border-slate-300 bg-slate-50/50 p-3 sm:flex-row sm:items-start',
          dragging && 'border-indigo-500 bg-indigo-50',
        )}
      >
        {preview ? (
          <img
            src={preview.src}
            srcSet={preview.srcset}
            width={preview.width}
            height={preview.height}
            sizes="12rem"
            alt=""
            className="aspect-[16/9] w-full rounded object-cover sm:w-48"
            data-cover-preview=""
          />
        ) : (
          <div className="flex aspect-[16/9] w-full items-center justify-center rounded bg-white text-slate-400 ring-1 ring-slate-200 sm:w-48">
            <ImagePlus aria-hidden="true" className="size-6" />
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <p id={hintId} className="text-xs text-slate-500">
            Drop an image here or pick one: JPEG, PNG, WebP or AVIF, at most 10 MB. Shown on the article, its card and
            link previews.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <PickButton onPick={(file) => void start(file)} disabled={progress !== null}>
              {ref ? 'Replace image' : 'Choose image'}
            </PickButton>
            {ref && (
              <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={progress !== null}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            )}
            <UploadProgress progress={progress} label="Uploading the cover image" />
          </div>
          {message && (
            <p role="alert" className="text-xs font-medium text-red-600">
              {message}
            </p>
          )}
          {ref && (
            <div className="space-y-1.5">
              {altField}
              {altError && <p className="text-xs font-medium text-red-600">{altError}</p>}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * "Insert image" for the body: pick an image (or drop one on the text), and once it is uploaded, describe it; Insert puts
 * `![alt](url)` where the cursor was.
 */
export function InsertImage({
  onInsert,
  dropTarget,
}: {
  onInsert: (image: UploadedImage, alt: string) => void;
  /** The body's text area: an image file dropped on it uploads the same way, to be described here. */
  dropTarget?: RefObject<HTMLElement | null>;
}) {
  const [pending, setPending] = useState<UploadedImage | null>(null);
  const [alt, setAlt] = useState('');
  const { progress, error, start } = useImageUpload((uploaded) => {
    setPending(uploaded);
    setAlt('');
  });
  const altId = useId();
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    const target = dropTarget?.current;
    if (!target) return;
    // Only files are taken over; dragged text still drops into the text as the browser does it.
    const hasFiles = (event: globalThis.DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
    const onDragOver = (event: globalThis.DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const onDrop = (event: globalThis.DragEvent) => {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      void startRef.current(file);
    };
    target.addEventListener('dragover', onDragOver);
    target.addEventListener('drop', onDrop);
    return () => {
      target.removeEventListener('dragover', onDragOver);
      target.removeEventListener('drop', onDrop);
    };
  }, [dropTarget]);
  return (
    <div className="space-y-2" data-insert-image="">
      <div className="flex flex-wrap items-center gap-2">
        <PickButton onPick={(file) => void start(file)} disabled={progress !== null || pending !== null}>
          Insert image
        </PickButton>
        {dropTarget && progress === null && !pending && (
          <span className="text-xs text-slate-500">or drop one on the text</span>
        )}
        <UploadProgress progress={progress} label="Uploading the image" />
        {error && (
          <p role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        )}
      </div>
      {pending && (
        <div className="flex flex-wrap items-end gap-2 rounded-md border border-slate-200 bg-slate-50/50 p-2">
          <div className="min-w-56 flex-1 space-y-1">
            <Label htmlFor={altId}>Alt text for the image</Label>
            <Input
              id={altId}
              value={alt}
              autoFocus
              placeholder="What the image shows"
              onChange={(event) => setAlt(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter inserts the image, never submits the article.
                event.preventDefault();
                if (alt.trim()) {
                  onInsert(pending, alt.trim());
                  setPending(null);
                }
              }}
            />
          </div>
          <Button
            size="sm"
            disabled={!alt.trim()}
            onClick={() => {
              onInsert(pending, alt.trim());
              setPending(null);
            }}
          >
            Insert
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setPending(null)}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
