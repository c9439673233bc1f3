import { useDeferredValue, useEffect, useId, useState, type FormEvent } from 'react';
import {
  ARTICLE_TYPE_LABELS,
  ARTICLE_TYPES,
  articleInputSchema,
  firstFieldErrors,
  newArticleDefaults,
  slugify,
  type Article,
  type ArticleInput,
} from '@nodal/shared';
import { renderMarkdown } from '@nodal/shared/markdown';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, Input, Label, Select, Textarea } from '../../../components/ui/form.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { saveWithToast } from '../../../lib/save.ts';
import { notifyPublicContentChanged } from '../../rebuild-notice/api/rebuild.ts';
import { createArticle, updateArticle } from '../api/articles.ts';

type Errors = Partial<Record<keyof ArticleInput, string>>;

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
  const [values, setValues] = useState<ArticleInput>(() => toInput(article));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [slugTouched, setSlugTouched] = useState(false);
  const [bodyTab, setBodyTab] = useState<'write' | 'preview'>('write');
  const publishedId = useId();
  const publishedHintId = useId();
  const isNew = article === null;

  useEffect(() => {
    if (!open) return;
    setValues(toInput(article));
    setErrors({});
    setSlugTouched(false);
    setBodyTab('write');
  }, [open, article]);

  const deferredBody = useDeferredValue(values.body);
  const set = <K extends keyof ArticleInput>(key: K, value: ArticleInput[K]) => setValues((v) => ({ ...v, [key]: value }));

  const onTitle = (title: string) =>
    // Only a new article follows its title; an existing slug is a public URL and must not drift.
    setValues((v) => ({ ...v, title, slug: isNew && !slugTouched ? slugify(title) : v.slug }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = articleInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error.issues) as Errors);
      return;
    }
    setErrors({});
    let published = false;
    const saved = await saveWithToast(
      setSaving,
      async () => {
        const { data } = isNew ? await createArticle(parsed.data) : await updateArticle(article.id, parsed.data);
        published = data.published;
      },
      {
        success: isNew ? 'Article created successfully' : 'Article updated successfully',
        failure: isNew ? 'Failed to create article' : 'Failed to update article',
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setErrors({ slug: error.message });
          } else if (error instanceof ApiError && error.errors) {
            const next: Errors = {};
            for (const [key, messages] of Object.entries(error.errors)) next[key as keyof ArticleInput] = messages[0];
            setErrors(next);
          }
        },
      },
    );
    if (!saved) return;
    if (published || article?.published) notifyPublicContentChanged();
    onSaved();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      saving={saving}
      size="xl"
      title={isNew ? 'Create New Article' : 'Edit Article'}
      description={isNew ? 'Drafts stay private until you publish them.' : `Editing /${article.slug}`}
      submitLabel={['Save Article', 'Saving...']}
      onSubmit={onSubmit}
      formClassName="grid gap-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Title" error={errors.title}>
          {(p) => <Input {...p} value={values.title} onChange={(e) => onTitle(e.target.value)} />}
        </Field>
        <Field label="Slug" error={errors.slug}>
          {(p) => (
            <div className="flex items-center rounded-md shadow-xs">
              <span aria-hidden="true" className="flex h-9 items-center rounded-l-md bg-slate-50 px-2.5 text-sm text-slate-500 ring-1 ring-inset ring-slate-300">
                /
              </span>
              <Input
                {...p}
                value={values.slug}
                onChange={(e) => {
                  setSlugTouched(true);
                  set('slug', e.target.value);
                }}
                className="rounded-l-none font-mono text-[13px] shadow-none"
                spellCheck={false}
                autoCapitalize="none"
              />
            </div>
          )}
        </Field>
        <Field label="Type" error={errors.type}>
          {(p) => (
            <Select {...p} value={values.type} onChange={(e) => set('type', e.target.value as ArticleInput['type'])}>
              {ARTICLE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ARTICLE_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="space-y-1.5">
          <Label htmlFor={publishedId}>Published</Label>
          <div className="flex h-9 items-center gap-3">
            <Switch id={publishedId} checked={values.published} onChange={(v) => set('published', v)} describedBy={publishedHintId} />
            <p id={publishedHintId} className="text-xs text-slate-500">
              Make this article visible to the public
            </p>
          </div>
        </div>
      </div>
      <Field label="Summary" error={errors.summary}>
        {(p) => <Textarea {...p} rows={2} value={values.summary} onChange={(e) => set('summary', e.target.value)} />}
      </Field>

      <div>
        <div role="tablist" aria-label="Body editor" className="mb-2 inline-flex gap-1 rounded-lg bg-slate-100 p-1 lg:hidden">
          {(['write', 'preview'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={bodyTab === t}
              onClick={() => setBodyTab(t)}
              className={cn(
                'h-7 rounded-md px-3 text-[13px] font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
                bodyTab === t ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600',
              )}
            >
              {t === 'write' ? 'Write' : 'Preview'}
            </button>
          ))}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <Field label="Body (Markdown)" error={errors.body} className={cn(bodyTab === 'preview' && 'max-lg:hidden')}>
            {(p) => (
              <Textarea
                {...p}
                value={values.body}
                onChange={(e) => set('body', e.target.value)}
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
                __html: deferredBody.trim() ? renderMarkdown(deferredBody) : '<p class="text-slate-500">Nothing to preview yet.</p>',
              }}
            />
          </section>
        </div>
      </div>
    </FormDialog>
  );
}
