// The landing page's player for its workflow videos: the page's <template data-video-player> holds
// one <dialog>; a card puts a copy in the page holding its clip (a file in a <video>, YouTube or
// Vimeo in an <iframe>), and closing takes it out again, so nothing plays on behind the page. The
// card carries what to play, checked when the page was built (lib/video.ts): only http(s) links
// and the site's own paths reach it.
import { openModal } from '../lib/modal';

let opened: HTMLDialogElement | null = null;

/** Opens the player on the clip of `card`. */
export function open(card: HTMLButtonElement) {
  const template = document.querySelector<HTMLTemplateElement>('template[data-video-player]');
  const { videoKind: kind, videoSrc: src, title = '' } = card.dataset;
  if (!template || !src || opened) return;
  const dialog = (template.content.firstElementChild as HTMLDialogElement).cloneNode(true) as HTMLDialogElement;

  const media = document.createElement(kind === 'iframe' ? 'iframe' : 'video');
  media.className = 'size-full';
  media.title = title;
  if (media instanceof HTMLIFrameElement) {
    media.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
    media.allowFullscreen = true;
    media.referrerPolicy = 'strict-origin-when-cross-origin';
  } else {
    Object.assign(media, { controls: true, autoplay: true, playsInline: true });
  }
  media.src = src;
  dialog.querySelector('[data-video-stage]')!.append(media);
  dialog.querySelector('h2')!.textContent = title;
  template.after(dialog);
  opened = dialog;

  const shut = () => {
    closeModal();
    dialog.remove();
    opened = null;
  };
  const closeModal = openModal(dialog, shut);
  dialog.querySelector('[data-close]')!.addEventListener('click', shut);
}
