import type { Video, VideoCategory } from '@nodal/shared';
import { useState } from 'react';
import X from 'lucide-react/icons/x';
import { NodeArt } from './lib/NodeArt';
import { useModal } from './lib/useModal';
import { playableFor, thumbnailFor, type Playable } from './lib/video';
import { PlayGlyph } from './lib/PlayGlyph';

const ART_STEPS = [
  ['Intake', 'AI check', 'Report'],
  ['Sources', 'Validate', 'Flags'],
  ['Search', 'Rank', 'Summary'],
] as const;

/** What a card shows and plays: the island's props are serialized into the page, so nothing more. */
export type ShownVideo = Pick<
  Video,
  'id' | 'title' | 'description' | 'thumbnailUrl' | 'videoUrl' | 'videoType' | 'duration'
>;
export type ShownCategory = Pick<VideoCategory, 'id' | 'title' | 'description'> & { videos: ShownVideo[] };

/** Categories baked in at build time; the modal opens only for a video that has a playable URL. */
export default function WorkflowVideos({ categories }: { categories: ShownCategory[] }) {
  const [open, setOpen] = useState<{ video: ShownVideo; playable: Playable } | null>(null);
  const close = () => setOpen(null);
  const dialogRef = useModal(open !== null, close);

  return (
    <div className="space-y-12">
      {categories.map((category, ci) => (
        <div
          key={category.id}
          data-video-category={category.title}
          className="grid gap-6 lg:grid-cols-[1fr_2.2fr] lg:gap-10"
        >
          {/* min-w-0: a grid item would otherwise grow to its longest word and push the page sideways. */}
          <div className="min-w-0 lg:border-t lg:border-line lg:pt-5">
            <p className="font-mono text-xs font-medium text-brand-700">
              {String(ci + 1).padStart(2, '0')} · {category.videos.length}{' '}
              {category.videos.length === 1 ? 'video' : 'videos'}
            </p>
            <h3 className="mt-2 text-xl font-semibold text-ink wrap-anywhere">{category.title}</h3>
            {category.description ? (
              <p className="mt-2 text-sm leading-relaxed text-slate-600 wrap-anywhere">{category.description}</p>
            ) : null}
          </div>
          <ul className="grid min-w-0 gap-6 sm:grid-cols-2">
            {category.videos.map((video, vi) => {
              const playable = playableFor(video);
              const thumb = thumbnailFor(video);
              const Tag = playable ? 'button' : 'div';
              return (
                <li key={video.id} className="max-w-[400px] sm:max-w-none">
                  <Tag
                    {...(playable ? { type: 'button' as const, onClick: () => setOpen({ video, playable }) } : {})}
                    className={`card group video-card${playable ? ' card-lift' : ''}`}
                    data-workflow-video={video.id}
                    data-playable={playable ? 'true' : 'false'}
                  >
                    <span className="video-frame">
                      {thumb ? (
                        <img
                          src={thumb}
                          alt=""
                          width={480}
                          height={270}
                          loading="lazy"
                          decoding="async"
                          className="video-still"
                        />
                      ) : (
                        <NodeArt
                          steps={ART_STEPS[(ci + vi) % ART_STEPS.length]!}
                          tone={ci + vi}
                          className="absolute inset-0 size-full"
                        />
                      )}
                      {playable ? (
                        <span className="overlay-center">
                          <span className="play-badge">
                            <PlayGlyph className="size-5 translate-x-px" />
                          </span>
                        </span>
                      ) : (
                        <span className="absolute top-3 left-3 rounded-full bg-navy-950/80 px-2.5 py-1 text-xs font-medium text-slate-200">
                          Recording soon
                        </span>
                      )}
                      {video.duration ? (
                        <span className="duration-badge" data-duration>
                          <span className="sr-only">Duration </span>
                          {video.duration}
                        </span>
                      ) : null}
                    </span>
                    <span className="block p-5">
                      <span className="video-card-title">
                        {playable ? <span className="sr-only">Play video: </span> : null}
                        {video.title}
                      </span>
                      {video.description ? <span className="video-card-text">{video.description}</span> : null}
                    </span>
                  </Tag>
                </li>
              );
            })}
          </ul>
        </div>
      ))}

      {open ? (
        <dialog
          ref={dialogRef}
          aria-labelledby="video-modal-title"
          data-video-modal
          className="m-auto w-[calc(100%-2rem)] max-w-5xl overflow-hidden rounded-2xl border border-white/10 bg-navy-900 p-0 shadow-2xl backdrop:bg-navy-950/80 sm:w-[calc(100%-4rem)]"
        >
          <div className="flex items-center justify-between gap-4 border-b border-white/10 px-5 py-3">
            <h2 id="video-modal-title" className="truncate text-base font-semibold text-white">
              {open.video.title}
            </h2>
            <button
              type="button"
              onClick={close}
              data-autofocus
              aria-label="Close video"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white"
            >
              <X strokeWidth={1.75} className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="aspect-video bg-black">
            {open.playable.kind === 'iframe' ? (
              <iframe
                src={open.playable.src}
                title={open.video.title}
                className="size-full"
                allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <video
                src={open.playable.src}
                className="size-full"
                controls
                autoPlay
                playsInline
                title={open.video.title}
              />
            )}
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
