import { describe, expect, it } from 'vitest';
import { playableFor, thumbnailFor, vimeoId, youTubeId } from './video';

describe('youTubeId', () => {
  it('accepts a bare id and the usual link shapes', () => {
    expect(youTubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });
  it('rejects other hosts and empties', () => {
    expect(youTubeId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youTubeId('')).toBeNull();
    expect(youTubeId(null)).toBeNull();
    expect(youTubeId('<script>')).toBeNull();
  });
});

describe('vimeoId', () => {
  it('accepts a numeric id and vimeo links', () => {
    expect(vimeoId('76979871')).toBe('76979871');
    expect(vimeoId('https://vimeo.com/76979871')).toBe('76979871');
    expect(vimeoId('https://player.vimeo.com/video/76979871?h=abc')).toBe('76979871');
    expect(vimeoId('https://vimeo.com/channels/staffpicks/76979871')).toBe('76979871');
  });
  it('rejects anything else', () => {
    expect(vimeoId('abc')).toBeNull();
    expect(vimeoId(undefined)).toBeNull();
  });
});

describe('thumbnailFor', () => {
  it('prefers the stored thumbnail', () => {
    expect(thumbnailFor({ videoType: 'youtube', videoUrl: 'abcdefghijk', thumbnailUrl: '/t.jpg' })).toBe('/t.jpg');
  });
  it('falls back by provider id', () => {
    expect(thumbnailFor({ videoType: 'youtube', videoUrl: 'abcdefghijk', thumbnailUrl: null })).toBe(
      'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
    );
    expect(thumbnailFor({ videoType: 'vimeo', videoUrl: '123', thumbnailUrl: ' ' })).toBe(
      'https://vumbnail.com/123.jpg',
    );
    expect(thumbnailFor({ videoType: 'url', videoUrl: '/a.webm', thumbnailUrl: null })).toBeNull();
  });
});

describe('playableFor', () => {
  it('embeds YouTube on the no-cookie domain and Vimeo on its player', () => {
    expect(playableFor({ videoType: 'youtube', videoUrl: 'abcdefghijk', thumbnailUrl: null })).toEqual({
      kind: 'iframe',
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0',
    });
    expect(playableFor({ videoType: 'vimeo', videoUrl: '42', thumbnailUrl: null })?.src).toBe(
      'https://player.vimeo.com/video/42?autoplay=1&dnt=1',
    );
  });
  it('plays same-site and http(s) files, nothing else', () => {
    expect(playableFor({ videoType: 'url', videoUrl: '/media/a.webm', thumbnailUrl: null })).toEqual({
      kind: 'file',
      src: '/media/a.webm',
    });
    expect(playableFor({ videoType: 'url', videoUrl: 'https://cdn.example/a.mp4', thumbnailUrl: null })?.kind).toBe(
      'file',
    );
    expect(playableFor({ videoType: 'url', videoUrl: 'javascript:alert(1)', thumbnailUrl: null })).toBeNull();
    expect(playableFor({ videoType: 'url', videoUrl: '//evil.example/a.mp4', thumbnailUrl: null })).toBeNull();
    expect(playableFor({ videoType: 'url', videoUrl: null, thumbnailUrl: null })).toBeNull();
  });
});
