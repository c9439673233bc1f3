// Which "On this page" entry is current. Pure, so the rule is tested apart from scrolling.

/**
 * The index of the heading being read: the last one whose top has passed `line` (a little below
 * the sticky bars). Before the first heading, the first; at the very bottom of the page, the last
 * one that is on screen, since short final sections can never reach the line.
 */
export function activeHeading(
  tops: readonly number[],
  line: number,
  atBottom = false,
  viewportHeight = Infinity,
): number {
  if (tops.length === 0) return -1;
  if (atBottom) {
    for (let i = tops.length - 1; i >= 0; i--) if (tops[i]! < viewportHeight) return i;
  }
  let current = 0;
  for (let i = 0; i < tops.length; i++) if (tops[i]! <= line) current = i;
  return current;
}
