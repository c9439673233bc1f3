// The demos section's behaviour, loaded by demos/listen.ts: each card's frame gets its document,
// the tabs filter the cards, and Expand opens the demo in a dialog sized to it. A demo's embed code
// is someone else's HTML: it only ever runs in a frame sandboxed with scripts but without
// same-origin access, so it cannot read cookies, storage or this page. A frame is transparent until
// its document paints (the demo stylesheet gives it a white page), so the skeleton behind it shows
// exactly while it loads.
import { FRAME_DOCUMENTS_PATH } from '@nodal/shared/csp';
import { tabIndexAfterKey } from '@nodal/ui/tab-keys';
import { DEMO_HEIGHT_MESSAGE } from '../islands/lib/demo-frame';
import { openModal } from '../lib/modal';

type Embeds = Record<string, string>;

/** Smallest and starting height of the expanded frame, before its document reports its own. */
const EXPANDED_MIN_PX = 240;
const EXPANDED_START_PX = 480;

let documents: Promise<Embeds> | null = null;
// Fetched once; a failed fetch is tried again on the next call (an Expand, say).
function frameDocuments(): Promise<Embeds> {
  documents ??= fetch(FRAME_DOCUMENTS_PATH)
    .then((r) =>
      r.ok ? (r.json() as Promise<Embeds>) : Promise.reject(new Error(`${FRAME_DOCUMENTS_PATH}: ${r.status}`)),
    )
    .catch((error: unknown) => {
      documents = null;
      console.warn('The demos could not be loaded', error);
      return {};
    });
  return documents;
}

const rootOf = (el: Element) => el.closest<HTMLElement>('[data-demos]')!;
const tabsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>('[data-demo-tab]')];
const cardsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-demo]')];

/** Gives every card's frame its document. A srcdoc frame loads at once and runs on the page's
 *  main thread, so this waits until the section nears the viewport. */
export async function fill(root: HTMLElement) {
  const docs = await frameDocuments();
  for (const card of cardsOf(root)) {
    const frame = card.querySelector<HTMLIFrameElement>('iframe[data-demo-frame]');
    const doc = docs[card.dataset.demo!];
    if (frame && doc !== undefined && !frame.srcdoc) frame.srcdoc = doc;
  }
}

/** Selects `tab`: the cards of its type show (all for "All"), or the empty state if there are none. */
export function select(tab: HTMLButtonElement) {
  const root = rootOf(tab);
  for (const t of tabsOf(root)) {
    t.setAttribute('aria-selected', String(t === tab));
    t.tabIndex = t === tab ? 0 : -1;
  }
  root.querySelector('[role="tabpanel"]')!.setAttribute('aria-labelledby', tab.id);
  const type = tab.dataset.demoType;
  let shown = 0;
  for (const card of cardsOf(root)) {
    card.hidden = Boolean(type) && card.dataset.demoType !== type;
    if (!card.hidden) shown++;
  }
  root.querySelector('ul')!.hidden = shown === 0;
  root.querySelector<HTMLElement>('[data-demo-empty]')!.hidden = shown > 0;
}

/** Arrow keys, Home and End move between the tabs, and moving selects (automatic activation). */
export function move(from: HTMLButtonElement, key: string) {
  const tabs = tabsOf(rootOf(from));
  const next = tabs[tabIndexAfterKey(key, tabs.indexOf(from), tabs.length) ?? -1];
  if (!next) return;
  next.focus();
  select(next);
}

let opened = false;

/** Opens the demo of the card holding `button` in a copy of the section's dialog template. */
export function expand(button: HTMLButtonElement) {
  const root = rootOf(button);
  const card = button.closest<HTMLElement>('[data-demo]');
  const template = root.querySelector<HTMLTemplateElement>('template[data-demo-dialog]');
  if (opened || !card || !template) return;
  opened = true;
  const dialog = (template.content.firstElementChild as HTMLDialogElement).cloneNode(true) as HTMLDialogElement;
  const title = card.querySelector('h3')!.textContent!.trim();
  dialog.querySelector('h2')!.textContent = title;
  dialog.querySelector('p')!.textContent = card.querySelector('h3 + p')!.textContent!.trim();
  const frame = dialog.querySelector<HTMLIFrameElement>('iframe[data-demo-frame]')!;
  frame.title = `${title} demo`;
  const wrapper = frame.parentElement!;
  wrapper.style.height = `${EXPANDED_START_PX}px`;
  void frameDocuments().then((docs) => {
    const doc = docs[card.dataset.demo!];
    if (doc !== undefined) frame.srcdoc = doc;
  });
  // The frame takes the height its document reports, so the dialog fits the demo; the dialog's
  // own max-height keeps it inside the viewport and the frame scrolls beyond that.
  const onMessage = (e: MessageEvent) => {
    const data = e.data as { type?: unknown; height?: unknown } | null;
    if (e.source !== frame.contentWindow || data?.type !== DEMO_HEIGHT_MESSAGE) return;
    if (typeof data.height === 'number' && Number.isFinite(data.height))
      wrapper.style.height = `${Math.max(EXPANDED_MIN_PX, Math.ceil(data.height))}px`;
  };
  addEventListener('message', onMessage);
  template.after(dialog);

  const shut = () => {
    removeEventListener('message', onMessage);
    closeModal();
    dialog.remove();
    opened = false;
  };
  const closeModal = openModal(dialog, shut);
  for (const close of dialog.querySelectorAll('[data-close]')) close.addEventListener('click', shut);
}
