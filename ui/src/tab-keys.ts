// Which tab a key moves focus to in a horizontal tab list, apart from any framework: the React hook
// (use-roving-tabs.ts) and the landing page's framework-free demo tabs share it.

/** The index a key moves focus to among `count` tabs from `index`, or null for any other key. */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
