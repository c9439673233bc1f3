// How a stored videoUrl reads: for youtube the id after v=, for vimeo the numeric id, for url a
// full link. Admins paste whole links anyway, so the ids are also dug out of those.
import type { Video } from '@nodal/shared';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

export function youTubeId(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (YOUTUBE_ID.test(raw)) return raw;
  try {
    const url = new URL(raw.includes('://') ? raw : `https://${raw}`);
    const host = url.hostname.replace(/^www\.|^m\./, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
    else if (host.endsWith('youtube.com') || host.endsWith('youtube-nocookie.com')) {
      id = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/)?.[1] ?? null;
    }
    return id && YOUTUBE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function vimeoId(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (/^\d+$/.test(raw)) return raw;
  const match = raw.match(/vimeo\.com\/(?:.*\/)?(\d+)(?:[/?#]|$)/);
  return match?.[1] ?? null;
}

type VideoRef = Pick<Video, 'videoType' | 'videoUrl' | 'thumbnailUrl'>;

/** The stored thumbnail, else YouTube's or Vimeo's by id; url videos without one get none. */
export function thumbnailFor(video: VideoRef): string | null {
  if (video.thumbnailUrl?.trim()) return video.thumbnailUrl.trim();
  if (video.videoType === 'youtube') {
    const id = youTubeId(video.videoUrl);
    return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
  }
  if (video.videoType === 'vimeo') {
    const id = vimeoId(video.videoUrl);
    return id ? `https://vumbnail.com/${id}.jpg` : null;
  }
  return null;
}

export type Playable = { kind: 'iframe'; src: string; provider: 'youtube' | 'vimeo' } | { kind: 'file'; src: string };

/** What the modal plays; null when the video cannot be played (no or unusable videoUrl). */
export function playableFor(video: VideoRef): Playable | null {
  const url = video.videoUrl?.trim();
  if (!url) return null;
  if (video.videoType === 'youtube') {
    const id = youTubeId(url);
    // The privacy-enhanced domain sets no cookies until the visitor plays.
    return id
      ? { kind: 'iframe', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` }
      : null;
  }
  if (video.videoType === 'vimeo') {
    const id = vimeoId(url);
    return id
      ? { kind: 'iframe', provider: 'vimeo', src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` }
      : null;
  }
  // Only http(s) and same-site paths: a stored "javascript:" link must never reach an element.
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'file', src: url };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { kind: 'file', src: parsed.href } : null;
  } catch {
    return null;
  }
}
