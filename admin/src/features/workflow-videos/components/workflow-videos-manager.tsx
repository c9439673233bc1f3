import { useState } from 'react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Film from 'lucide-react/icons/film';
import Folder from 'lucide-react/icons/folder';
import Plus from 'lucide-react/icons/plus';
import type { Video, VideoCategory } from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DeleteIconButton, EditButton } from '../../../components/ui/row-actions.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { deleteAfterConfirm } from '../../../lib/save.ts';
import { toast } from '@nodal/ui/toast';
import { deleteCategory, deleteVideo, moveCategory, useVideoCategories, useVideos } from '../api/videos.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { VideoDialog } from './video-dialog.tsx';

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <span>
      <span className="text-slate-500">{label}:</span> <span className="text-slate-700">{value}</span>
    </span>
  );
}

function CategoriesTab({ categories, onEdit }: { categories: VideoCategory[]; onEdit: (c: VideoCategory) => void }) {
  const [moving, setMoving] = useState(false);
  const sorted = [...categories].sort((a, b) => a.position - b.position);

  const move = async (category: VideoCategory, direction: 'up' | 'down') => {
    setMoving(true);
    try {
      await moveCategory(category.id, direction);
      toast({ title: 'Success', description: 'Category order updated!' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update category order'),
        variant: 'destructive',
      });
    } finally {
      setMoving(false);
    }
  };

  const remove = async (category: VideoCategory) => {
    const count = category.videos.length;
    const note = count ? ` Its ${count} ${count === 1 ? 'video becomes' : 'videos become'} uncategorised.` : '';
    await deleteAfterConfirm(`Delete the category "${category.title}"?${note}`, () => deleteCategory(category.id), {
      success: 'Category deleted successfully!',
      failure: 'Failed to delete category',
    });
  };

  if (sorted.length === 0) {
    return (
      <Card>
        <EmptyState icon={<Folder aria-hidden="true" />} title="No categories yet" />
      </Card>
    );
  }

  return (
    <ol className="flex flex-col gap-3" aria-busy={moving}>
      {sorted.map((category, index) => (
        <li key={category.id}>
          <Card className="p-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="min-w-0 text-sm font-semibold text-slate-900 wrap-anywhere">{category.title}</h3>
                  <Badge color="gray">Position {category.position}</Badge>
                  <Badge color="indigo">
                    {category.videos.length} {category.videos.length === 1 ? 'video' : 'videos'}
                  </Badge>
                  {!category.active && <Badge color="amber">Inactive</Badge>}
                </div>
                <p className="mt-1 text-[13px] text-slate-600 wrap-anywhere">
                  {category.description || 'No description'}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => move(category, 'up')}
                  disabled={moving || index === 0}
                  aria-label={`Move ${category.title} up`}
                >
                  <ArrowUp aria-hidden="true" />
                  Up
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => move(category, 'down')}
                  disabled={moving || index === sorted.length - 1}
                  aria-label={`Move ${category.title} down`}
                >
                  <ArrowDown aria-hidden="true" />
                  Down
                </Button>
                <EditButton label={`Edit ${category.title}`} onClick={() => onEdit(category)} />
                <DeleteIconButton label={`Delete ${category.title}`} onClick={() => remove(category)} />
              </div>
            </div>
            {category.videos.length > 0 && (
              <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-100 bg-slate-50/60">
                {[...category.videos]
                  .sort((a, b) => a.position - b.position)
                  .map((video) => (
                    <li key={video.id} className="flex items-center gap-3 px-3 py-2 text-[13px]">
                      <span className="w-6 shrink-0 text-xs text-slate-500 tabular-nums">#{video.position}</span>
                      <span title={video.title} className="min-w-0 flex-1 truncate text-slate-700">
                        {video.title}
                      </span>
                      {video.duration && <span className="text-xs text-slate-500 tabular-nums">{video.duration}</span>}
                    </li>
                  ))}
              </ul>
            )}
          </Card>
        </li>
      ))}
    </ol>
  );
}

function VideosTab({
  videos,
  categories,
  onEdit,
}: {
  videos: Video[];
  categories: VideoCategory[];
  onEdit: (v: Video) => void;
}) {
  const names = new Map(categories.map((c) => [c.id, c.title]));
  const remove = (video: Video) =>
    deleteAfterConfirm(`Delete the video "${video.title}"?`, () => deleteVideo(video.id), {
      success: 'Video deleted successfully!',
      failure: 'Failed to delete video',
    });

  if (videos.length === 0) {
    return (
      <Card>
        <EmptyState icon={<Film aria-hidden="true" />} title="No videos yet" />
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {videos.map((video) => (
        <li key={video.id}>
          <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="min-w-0 text-sm font-semibold text-slate-900 wrap-anywhere">{video.title}</h3>
                {!video.active && <Badge color="amber">Inactive</Badge>}
              </div>
              <p className="mt-1 text-[13px] text-slate-600 wrap-anywhere">{video.description || 'No description'}</p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
                <Meta label="Position" value={String(video.position)} />
                <Meta label="Duration" value={video.duration || 'Not set'} />
                <Meta label="Category" value={(video.categoryId !== null && names.get(video.categoryId)) || 'None'} />
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-1">
              <EditButton label={`Edit ${video.title}`} onClick={() => onEdit(video)} />
              <DeleteIconButton label={`Delete ${video.title}`} onClick={() => remove(video)} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function WorkflowVideosManager() {
  const [tab, setTab] = useState<'categories' | 'videos'>('categories');
  const categories = useVideoCategories();
  const videos = useVideos();
  const [videoDialog, setVideoDialog] = useState<{ video: Video | null } | null>(null);
  const [categoryDialog, setCategoryDialog] = useState<{ category: VideoCategory | null } | null>(null);

  const active = tab === 'categories' ? categories : videos;
  const categoryList = categories.data?.data ?? [];

  return (
    <>
      <Tabs
        label="Workflow videos"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'categories', label: 'Categories' },
          { value: 'videos', label: 'Videos' },
        ]}
      >
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 className="text-sm font-medium text-slate-600">
            {tab === 'categories' ? 'Categories in the order the landing page shows them' : 'Every workflow video'}
          </h2>
          {tab === 'categories' ? (
            <Button size="sm" onClick={() => setCategoryDialog({ category: null })}>
              <Plus aria-hidden="true" />
              Add Category
            </Button>
          ) : (
            <Button size="sm" onClick={() => setVideoDialog({ video: null })}>
              <Plus aria-hidden="true" />
              Add Video
            </Button>
          )}
        </div>
        {active.error && !active.data ? (
          <Card>
            <ErrorState
              message={`Error loading ${tab === 'categories' ? 'categories' : 'videos'}: ${errorMessage(active.error)}`}
              onRetry={() => active.mutate()}
            />
          </Card>
        ) : !active.data ? (
          <Card>
            <LoadingState label={tab === 'categories' ? 'Loading categories...' : 'Loading videos...'} />
          </Card>
        ) : tab === 'categories' ? (
          <CategoriesTab categories={categoryList} onEdit={(category) => setCategoryDialog({ category })} />
        ) : (
          <VideosTab
            videos={videos.data?.data ?? []}
            categories={categoryList}
            onEdit={(video) => setVideoDialog({ video })}
          />
        )}
      </Tabs>
      <VideoDialog
        open={videoDialog !== null}
        video={videoDialog?.video ?? null}
        categories={categoryList}
        onClose={() => setVideoDialog(null)}
      />
      <CategoryDialog
        open={categoryDialog !== null}
        category={categoryDialog?.category ?? null}
        onClose={() => setCategoryDialog(null)}
      />
    </>
  );
}
