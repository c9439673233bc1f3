// What the docs page loads for search up front: a few listeners. `/` (outside fields) or the
// search button opens the dialog and focuses the field at once, from the static markup, then the
// rest (docs-search.ts, then Pagefind) is imported. Hovering or focusing the button starts that
// import early. Keeps the page's own script as small as before search existed.
import { isSearchShortcut } from '../../lib/search-shortcut.ts';

const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
const input = dialog?.querySelector<HTMLInputElement>('[data-search-input]');

if (dialog && input) {
  let controller: Promise<unknown> | null = null;
  const load = () => {
    controller ??= import('./docs-search.ts').catch(() => {
      // A failed chunk (offline) may be fetched again on the next attempt.
      controller = null;
    });
    return controller;
  };
  const open = () => {
    if (!dialog.open) dialog.showModal();
    input.focus();
    input.select();
    void load();
  };

  for (const opener of document.querySelectorAll<HTMLButtonElement>('[data-search-open]')) {
    opener.addEventListener('click', open);
    opener.addEventListener('focus', () => void load(), { once: true });
    opener.addEventListener('pointerenter', () => void load(), { once: true });
  }
  document.addEventListener('keydown', (event) => {
    if (dialog.open || !isSearchShortcut(event, event.target as HTMLElement | null)) return;
    event.preventDefault();
    open();
  });
}
