// The docs search's keyboard shortcut, apart from the rest so the page's own script stays small.

/** Whether a key press should open search: `/` outside anything that takes typing. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented'>,
  target: { tagName?: string; isContentEditable?: boolean } | null,
): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return false;
  if (!target) return true;
  if (target.isContentEditable) return false;
  return !['INPUT', 'TEXTAREA', 'SELECT'].includes((target.tagName ?? '').toUpperCase());
}
