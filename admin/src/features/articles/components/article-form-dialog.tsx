import { useDeferredValue, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  ARTICLE_TYPE_LABELS,
  ARTICLE_TYPES,
  articleInputSchema,
  newArticleDefaults,
  slugify,
  type Article,
  type ArticleInput,
} from '@nodal/shared';
import { renderMarkdown } from '@nodal/shared/markdown';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, Input, Label, SelectField, Textarea } from '../../../components/ui/form.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { saveWithToast } from '../../../lib/save.ts';
import { notifyPublicContentChanged } from '../../rebuild-notice/index.ts';
import { createArticle, updateArticle } from '../api/articles.ts';

function toInput(article: Article | null): ArticleInput {
  if (!article) return { ...newArticleDefaults };
  const { title, slug, type, published, summary, body } = article;
  return { title, slug, type, published, summary, body };
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
  onSaved: () => void;
}) {
  const form = useSchemaForm(articleInputSchema, toInput(article));
  const { register, handleSubmit, reset, watch, setValue, formState } = form;
  // Set once the person types a slug of their own; from then on the title no longer writes it.
  const slugEdited = useRef(false);
  const { errors } = formState;
  const [bodyTab, setBodyTab] = useState<'write' | 'preview'>('write');
  const publishedId = useId();
  const publishedHintId = useId();
  const isNew = article === null;

  useEffect(() => {
    if (!open) return;
    reset(toInput(article));
    slugEdited.current = false;
    setBodyTab('write');
  }, [open, article, reset]);

  const deferredBody = useDeferredValue(watch('body'));
  const published = watch('published');

  const title = register('title', {
    // Only a new article follows its title; an existing slug is a public URL and must not drift.
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (isNew && !slugEdited.current) setValue('slug', slugify(event.target.value));
    },
  });

  const onSubmit = handleSubmit(async (data) => {
    let nowPublished = false;
    const saved = await saveWithToast(
      async () => {
        const { data: savedArticle } = isNew ? await createArticle(data) : await updateArticle(article.id, data);
        nowPublished = savedArticle.published;
      },
      {
        success: isNew ? 'Article created successfully' : 'Article updated successfully',
        failure: isNew ? 'Failed to create article' : 'Failed to update article',
        // A 409 is the slug already taken by another article; it carries no field map of its own.
        onError: (error) => applyServerErrors(form, error, (e) => (e.status === 409 ? { slug: e.message } : {})),
      },
    );
    if (!saved) return;
    if (nowPublished || article?.published) notifyPublicContentChanged();
    onSaved();
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
                  {...register('body')}
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
                className="prose-preview focus-visible:outline-2 focus-visible:outline-indigo-600 h-80 overflow-y-auto rounded-md border border-slate-200 bg-slate-50/50 px-4 py-3 lg:h-[26rem]"
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
      </div>
    </FormDialog>
  );
}
