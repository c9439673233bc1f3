// The landing page's feature video cards, once a visitor presses play: at most one card plays at a
// time. Playing swaps the card's still for its looping clip, adds the "Now Playing" badge and
// moves the pause control to a corner, where it leaves the recording free; pausing puts the card
// back as it was built. The markup of both states comes from the page (FeatureVideos.astro).

/** What a playing card took out, to put back when it stops. */
const paused = new WeakMap<HTMLButtonElement, { still: Element; badge: Element }>();

const cardOf = (button: HTMLButtonElement) => button.closest<HTMLElement>('[data-feature-video]')!;
const titleOf = (card: HTMLElement) => card.querySelector('h3')?.textContent ?? '';

function play(button: HTMLButtonElement) {
  const card = cardOf(button);
  const template = document.querySelector<HTMLTemplateElement>('template[data-feature-video-playing]');
  const still = card.querySelector('.video-still');
  const badge = button.firstElementChild;
  if (!template || !still || !badge) return;
  const [nowPlaying, pause] = [...(template.content.cloneNode(true) as DocumentFragment).children];
  const title = titleOf(card);

  const video = document.createElement('video');
  Object.assign(video, { src: button.dataset.src ?? '', autoplay: true, muted: true, loop: true, playsInline: true });
  video.className = 'video-still';
  video.poster = still.getAttribute('src') ?? '';
  video.width = 960;
  video.height = 540;
  video.title = `${title} demo`;

  paused.set(button, { still, badge });
  still.replaceWith(video);
  button.before(nowPlaying!);
  badge.replaceWith(pause!);
  button.className = 'absolute inset-0 flex items-end justify-start p-3';
  button.setAttribute('aria-pressed', 'true');
  button.setAttribute('aria-label', `Pause ${title}`);
  card.dataset.playing = 'true';
}

function stop(button: HTMLButtonElement) {
  const card = cardOf(button);
  const taken = paused.get(button);
  if (!taken) return;
  card.querySelector('video')?.replaceWith(taken.still);
  card.querySelector('[data-now-playing]')?.remove();
  button.firstElementChild?.replaceWith(taken.badge);
  paused.delete(button);
  button.className = 'overlay-center';
  button.setAttribute('aria-pressed', 'false');
  button.setAttribute('aria-label', `Play ${titleOf(card)}`);
  card.dataset.playing = 'false';
}

/** Plays the card of `button`, stopping any other, or stops it if it plays. */
export function toggle(button: HTMLButtonElement) {
  if (button.getAttribute('aria-pressed') === 'true') return stop(button);
  for (const other of document.querySelectorAll<HTMLButtonElement>('[data-feature-video] button[aria-pressed="true"]'))
    stop(other);
  play(button);
}
