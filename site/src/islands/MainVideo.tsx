import { useEffect, useRef, useState } from 'react';
import Pause from 'lucide-react/icons/pause';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Spinner } from './lib/Field';
import { PlayGlyph } from './lib/PlayGlyph';

interface Source {
  src: string;
  type?: string;
}

type Status = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** The spinner appears only when loading takes longer than this: a quick start never flashes it. */
const SPINNER_DELAY_MS = 1000;

/**
 * The Platform section's looping, muted product film. Nothing downloads until the section is on
 * screen (preload none, the poster set on hydration, client:visible); under reduced motion it waits for a click instead of
 * autoplaying. A pause control satisfies WCAG 2.2.2 for looping motion.
 */
export default function MainVideo({ sources, poster, label }: { sources: Source[]; poster: string; label: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [slow, setSlow] = useState(false);
  // The server-rendered <video> names no poster: a poster downloads with the page wherever the video
  // sits, and on a phone's first load it competed with the hero's font for the connection. The
  // island hydrates when the section comes into view (client:visible), and only then asks for it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onError = () => setStatus('error');
    const onPlaying = () => setStatus('playing');
    const onPause = () => setStatus((s) => (s === 'error' ? s : 'paused'));
    const onWaiting = () => setStatus((s) => (s === 'error' ? s : 'loading'));
    // A failing <source> fires on itself, not the video; only the last one means nothing can play.
    const lastSource = video.querySelector('source:last-of-type');
    lastSource?.addEventListener('error', onError);
    video.addEventListener('error', onError);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    video.addEventListener('waiting', onWaiting);
    if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) setStatus('error');
    else if (!matchMedia('(prefers-reduced-motion: reduce)').matches) start(video);
    return () => {
      lastSource?.removeEventListener('error', onError);
      video.removeEventListener('error', onError);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('waiting', onWaiting);
    };
  }, []);

  useEffect(() => {
    if (status !== 'loading') {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function start(video: HTMLVideoElement) {
    setStatus((s) => (s === 'playing' ? s : 'loading'));
    video.play().catch((err: unknown) => {
      // NotAllowedError (autoplay refused) is not a broken video: leave the play button up.
      if ((err as DOMException)?.name === 'NotAllowedError') setStatus('idle');
    });
  }

  function toggle() {
    const video = videoRef.current;
    if (!video || status === 'error') return;
    if (video.paused) start(video);
    else video.pause();
  }

  const playing = status === 'playing' || status === 'loading';
  return (
    <div
      className="relative aspect-video w-full overflow-hidden rounded-xl bg-navy-950"
      data-main-video
      data-status={status}
    >
      <video
        ref={videoRef}
        className="video-still"
        poster={hydrated ? poster : undefined}
        muted
        loop
        playsInline
        preload="none"
        width={1280}
        height={720}
        title={label}
      >
        {sources.map((s) => (
          <source key={s.src + (s.type ?? '')} src={s.src} type={s.type} />
        ))}
      </video>
      {status === 'loading' && slow ? (
        <div className="overlay-center bg-navy-950/30" role="status" data-video-spinner>
          <Spinner className="size-9 text-white" />
          <span className="sr-only">Loading video</span>
        </div>
      ) : null}
      {status === 'error' ? (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-navy-950/85 text-slate-200"
          role="status"
        >
          <TriangleAlert strokeWidth={1.75} className="size-7 text-amber-300" aria-hidden="true" />
          <p className="text-sm font-medium">Video unavailable</p>
        </div>
      ) : null}
      {status === 'idle' || status === 'paused' ? (
        <button
          type="button"
          onClick={toggle}
          className="overlay-center bg-navy-950/20 text-white"
          aria-label="Play product video"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-navy-900 shadow-lift">
            <PlayGlyph className="size-6 translate-x-0.5" />
          </span>
        </button>
      ) : null}
      {playing ? (
        <button
          type="button"
          onClick={toggle}
          className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-navy-950/70 text-white backdrop-blur hover:bg-navy-950/90"
          aria-label="Pause product video"
        >
          <Pause strokeWidth={1.75} className="size-4" fill="currentColor" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
