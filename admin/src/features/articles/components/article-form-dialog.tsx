import { createPortal } from 'react-dom';
import { useDeferredValue, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import History from 'lucide-react/icons/history';
import Share2 from 'lucide-react/icons/share-2';
import X from 'lucide-react/icons/x';
import {
  ARTICLE_TYPE_LABELS,
  ARTICLE_TYPES,
  articleInputSchema,
  formatDateTime,
  imageMarkdown,
  newArticleDefaults,
  slugify,
  type Article,
  type ArticleInput,
} from '@nodal/shared';
import { renderMarkdown } from '@nodal/shared/markdown';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, Input, Label, SelectField, Textarea } from '../../../components/ui/form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { saveWithToast } from '../../../lib/save.ts';
import { createArticle, updateArticle } from '../api/articles.ts';
import { browserTimeZone, fromLocalInput, toLocalInput } from '../../../lib/local-datetime.ts';
import { CoverField, InsertImage } from './image-upload.tsx';
import { RevisionsDialog } from './revisions-dialog.tsx';
import { SharePreviewDialog } from './share-preview-dialog.tsx';

function toInput(article: Article | null): ArticleInput {
  if (!article) return { ...newArticleDefaults };
  const { title, slug, type, published, summary, body, publishAt, coverImage, coverAlt } = article;
  return { title, slug, type, published, summary, body, publishAt, coverImage, coverAlt };
}

/** `text` with `insert` at `at`, on a paragraph of its own. */
function insertBlock(text: string, at: number, insert: string): string {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return `${before}${lead}${insert}${trail}${after}`;
}

export function ArticleFormDialog({
  open,
  article,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** null for a new article. */
  article: Article | null;
  onClose: () => void;
  /** After a save, with the article as saved; after a restore, without (its state did not change). */
  onSaved: (saved?: Article) => void;
}) {
  const form = useSchemaForm(articleInputSchema, toInput(article));
  const { register, handleSubmit, reset, watch, setValue, getValues, formState } = form;
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  // Set once the person types a slug of their own; from then on the title no longer writes it.
  const slugEdited = useRef(false);
  const { errors } = formState;
  const [bodyTab, setBodyTab] = useState<'write' | 'preview'>('write');
  const publishedId = useId();
  const publishedHintId = useId();
  const scheduleId = useId();
  const scheduleHintId = useId();
  const coverAltId = useId();
  const isNew = article === null;
  const [panel, setPanel] = useState<'share' | 'revisions' | null>(null);

  useEffect(() => {
    if (!open) return;
    reset(toInput(article));
    slugEdited.current = false;
    setBodyTab('write');
    setPanel(null);
  }, [open, article, reset]);

  const deferredBody = useDeferredValue(watch('body'));
  const published = watch('published');
  const publishAt = watch('publishAt');
  const coverImage = watch('coverImage');
  const bodyField = register('body');
  const coverAltField = register('coverAlt');

  /** Puts the uploaded image's Markdown where the cursor is (or at the end), then puts the cursor after it. */
  const insertImage = (id: string, alt: string) => {
    const text = getValues('body');
    const at = bodyRef.current?.selectionStart ?? text.length;
    const markdown = imageMarkdown(id, alt);
    const next = insertBlock(text, at, markdown);
    setValue('body', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    const caret = next.indexOf(markdown, Math.max(0, at - 2)) + markdown.length;
    requestAnimationFrame(() => bodyRef.current?.setSelectionRange(caret, caret));
  };

  const title = register('title', {
    // Only a new article follows its title; an existing slug is a public URL and must not drift.
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (isNew && !slugEdited.current) setValue('slug', slugify(event.target.value));
    },
  });

  const onSubmit = handleSubmit(async (data) => {
    let stored: Article | undefined;
    const save = async () => {
      stored = (await (isNew ? createArticle(data) : updateArticle(article.id, data))).data;
    };
    const saved = await saveWithToast(save, {
      success: isNew ? 'Article created successfully' : 'Article updated successfully',
      failure: isNew ? 'Failed to create article' : 'Failed to update article',
      // A 409 is the slug already taken by another article; it carries no field map of its own.
      onError: (error) => applyServerErrors(form, error, (e) => (e.status === 409 ? { slug: e.message } : {})),
    });
    if (!saved) return;
    setPanel(null);
    onSaved(stored);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      saving={formState.isSubmitting}
      size="xl"
      title={isNew ? 'Create New Article' : 'Edit Article'}
      description={isNew ? 'Drafts stay private until you publish them.' : `Editing /${article.slug}`}
      submitLabel={['Save Article', 'Saving...']}
      onSubmit={onSubmit}
      formClassName="grid gap-4"
    >
      {!isNew && (
        <div className="-mt-1 flex flex-wrap items-center gap-2 border-b border-slate-100 pb-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPanel('share')}
            disabled={article.published}
            title={article.published ? 'Published articles are public already' : undefined}
          >
            <Share2 aria-hidden="true" />
            Share Preview
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setPanel('revisions')}>
            <History aria-hidden="true" />
            Revisions
          </Button>
          {article.publishAt && !article.published && (
            <p className="flex items-center gap-1.5 text-xs text-amber-800 sm:ml-auto">
              <CalendarClock aria-hidden="true" className="size-3.5" />
              Scheduled for {formatDateTime(article.publishAt)}
            </p>
          )}
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Title" error={errors.title?.message}>
          {(p) => <Input {...p} {...title} />}
        </Field>
        <Field label="Slug" error={errors.slug?.message}>
          {(p) => (
            <div className="flex items-center rounded-md shadow-xs">
              <span
                aria-hidden="true"
                className="flex h-9 items-center rounded-l-md bg-slate-50 px-2.5 text-sm text-slate-500 ring-1 ring-inset ring-slate-300"
              >
                /
              </span>
              <Input
                {...p}
                {...register('slug', {
                  onChange: () => {
                    slugEdited.current = true;
                  },
                })}
                className="rounded-l-none font-mono text-[13px] shadow-none"
                spellCheck={false}
                autoCapitalize="none"
              />
            </div>
          )}
        </Field>
        <SelectField
          label="Type"
          error={errors.type?.message}
          registration={register('type')}
          values={ARTICLE_TYPES}
          labels={ARTICLE_TYPE_LABELS}
        />
        <div className="space-y-1.5">
          <Label htmlFor={publishedId}>Published</Label>
          <div className="flex h-9 items-center gap-3">
            <Switch
              id={publishedId}
              checked={published}
              onChange={(v) => setValue('published', v, { shouldDirty: true })}
              describedBy={publishedHintId}
            />
            <p id={publishedHintId} className="text-xs text-slate-500">
              Make this article visible to the public
            </p>
          </div>
        </div>
        <div className="space-y-1.5 md:col-span-2">
          <Label htmlFor={scheduleId}>Schedule</Label>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <div className="flex items-center gap-1">
              <Input
                id={scheduleId}
                type="datetime-local"
                disabled={published}
                value={published ? '' : toLocalInput(publishAt)}
                onChange={(event) =>
                  setValue('publishAt', fromLocalInput(event.target.value), { shouldDirty: true, shouldValidate: true })
                }
                aria-invalid={errors.publishAt ? true : undefined}
                aria-describedby={scheduleHintId}
                className="w-56"
              />
              {publishAt && !published && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Clear the schedule"
                  title="Clear the schedule"
                  onClick={() => setValue('publishAt', null, { shouldDirty: true, shouldValidate: true })}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </div>
            <p id={scheduleHintId} className="min-w-56 flex-1 text-xs text-slate-500">
              {published
                ? 'Published articles are public already.'
                : `Publish automatically at this time, in your timezone (${browserTimeZone()}). Leave empty to keep it a draft.`}
            </p>
          </div>
          {errors.publishAt?.message && (
            <p role="alert" className="text-xs font-medium text-red-600">
              {errors.publishAt.message}
            </p>
          )}
        </div>
      </div>
      <Field label="Summary" error={errors.summary?.message}>
        {(p) => <Textarea {...p} rows={2} {...register('summary')} />}
      </Field>

      <div>
        {/* Below lg the editor and its preview take turns; from lg up they sit side by side. */}
        <Tabs
          label="Body editor"
          value={bodyTab}
          onChange={setBodyTab}
          tabs={[
            { value: 'write', label: 'Write' },
            { value: 'preview', label: 'Preview' },
          ]}
          listClassName="mb-2 lg:hidden"
          panelClassName=""
        >
          <div className="grid gap-4 lg:grid-cols-2">
            <Field
              label="Body (Markdown)"
              error={errors.body?.message}
              className={cn(bodyTab === 'preview' && 'max-lg:hidden')}
            >
              {(p) => (
                <Textarea
                  {...p}
                  {...bodyField}
                  ref={(element: HTMLTextAreaElement | null) => {
                    bodyField.ref(element);
                    bodyRef.current = element;
                  }}
                  className="h-80 resize-y font-mono text-[13px] leading-relaxed lg:h-[26rem]"
                  placeholder={'## A heading\n\nWrite in **Markdown**. The preview updates as you type.'}
                />
              )}
            </Field>
            <section aria-label="Preview" className={cn('space-y-1.5', bodyTab === 'write' && 'max-lg:hidden')}>
              <p className="text-[13px] font-medium text-slate-700" aria-hidden="true">
                Preview
              </p>
              <div
                tabIndex={0}
                className="prose-nodal focus-visible:outline-2 focus-visible:outline-indigo-600 h-80 overflow-y-auto rounded-md border border-slate-200 bg-slate-50/50 px-4 py-3 lg:h-[26rem]"
                // renderMarkdown escapes raw HTML and drops unsafe URLs, so its output is safe to insert.
                dangerouslySetInnerHTML={{
                  __html: deferredBody.trim()
                    ? renderMarkdown(deferredBody)
                    : '<p class="text-slate-500">Nothing to preview yet.</p>',
                }}
              />
            </section>
          </div>
        </Tabs>
        {/* Below the editor, so the keyboard reaches the body right after the summary. */}
        <div className="mt-2">
          <InsertImage dropTarget={bodyRef} onInsert={(image, alt) => insertImage(image.id, alt)} />
        </div>
      </div>
      <CoverField
        image={coverImage}
        imageError={errors.coverImage?.message}
        altError={errors.coverAlt?.message}
        onChange={(image) => {
          setValue('coverImage', image, { shouldDirty: true });
          if (!image) setValue('coverAlt', '', { shouldDirty: true });
        }}
        altField={
          <>
            <Label htmlFor={coverAltId}>Cover alt text</Label>
            <Input
              id={coverAltId}
              {...coverAltField}
              placeholder="What the image shows, for people who cannot see it"
              aria-invalid={errors.coverAlt ? true : undefined}
            />
          </>
        }
      />
      {/* Outside the form in the DOM: Enter in these dialogs must not submit the article. */}
      {!isNew &&
        createPortal(
          <>
            <SharePreviewDialog
              open={open && panel === 'share'}
              articleId={article.id}
              onClose={() => setPanel(null)}
            />
            <RevisionsDialog
              open={open && panel === 'revisions'}
              articleId={article.id}
              onClose={() => setPanel(null)}
              onRestored={(restored) => {
                // The editor now shows the restored text; whether it is public did not change.
                reset(toInput(restored));
                setPanel(null);
                onSaved();
              }}
            />
          </>,
          document.body,
        )}
    </FormDialog>
  );
}
