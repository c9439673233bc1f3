import { useState } from 'react';
import Pause from 'lucide-react/icons/pause';
import { PlayGlyph } from './lib/PlayGlyph';

export interface FeatureVideo {
  id: string;
  title: string;
  description: string;
  duration: string;
  /** Placeholder clip until the final recordings land. */
  src: string;
  /** A still of the same clip, shown until the card plays. */
  poster: string;
}

/** Six demo cards; at most one plays: a single playing id, toggled. */
export default function FeatureVideoCards({ videos }: { videos: FeatureVideo[] }) {
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-feature-videos>
      {videos.map((v) => {
        const isPlaying = playing === v.id;
        return (
          <li
            key={v.id}
            className="card group flex flex-col overflow-hidden"
            data-feature-video={v.id}
            data-playing={isPlaying}
          >
            <div className="video-frame">
              {isPlaying ? (
                <video
                  className="video-still"
                  src={v.src}
                  poster={v.poster}
                  autoPlay
                  muted
                  loop
                  playsInline
                  width={960}
                  height={540}
                  title={`${v.title} demo`}
                />
              ) : (
                <img
                  src={v.poster}
                  alt=""
                  width={960}
                  height={540}
                  loading="lazy"
                  decoding="async"
                  className="video-still"
                />
              )}
              <span className="duration-badge" data-duration>
                <span className="sr-only">Duration </span>
                {v.duration}
              </span>
              {isPlaying ? (
                <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-teal-300 px-2.5 py-1 text-xs font-semibold text-navy-900">
                  <span className="size-1.5 rounded-full bg-navy-900" aria-hidden="true" />
                  Now Playing
                </span>
              ) : null}
              <button
                type="button"
                onClick={() => setPlaying(isPlaying ? null : v.id)}
                aria-pressed={isPlaying}
                aria-label={`${isPlaying ? 'Pause' : 'Play'} ${v.title}`}
                className={isPlaying ? 'absolute inset-0 flex items-end justify-start p-3' : 'overlay-center'}
              >
                {/* While playing, the pause control moves to a corner: the middle is the recording. */}
                <span
                  className={
                    isPlaying
                      ? 'flex size-8 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-lift'
                      : 'play-badge duration-200'
                  }
                >
                  {isPlaying ? (
                    <Pause strokeWidth={1.75} className="size-4" fill="currentColor" aria-hidden="true" />
                  ) : (
                    <PlayGlyph className="size-5 translate-x-px" />
                  )}
                </span>
              </button>
            </div>
            <div className="flex flex-1 flex-col p-5">
              <h3 className="video-card-title">{v.title}</h3>
              <p className="video-card-text">{v.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
