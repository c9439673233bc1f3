// Marks the "On this page" entry of the section being read. Only the visible article's list is
// looked at, and only on wide screens where the list is shown; one measurement per frame.
import { activeHeading } from '../../lib/toc-spy.ts';

// Below the fixed header (64 px) and the docs tab bar (56 px), with some air.
const READING_LINE = 160;
const wide = window.matchMedia('(min-width: 80rem)');
let frame = 0;

function update() {
  frame = 0;
  if (!wide.matches) return;
  const panel = document.querySelector<HTMLElement>('[data-doc-panel]:not([hidden])');
  const links = [...(panel?.querySelectorAll<HTMLAnchorElement>('[data-toc-link]') ?? [])];
  if (!links.length) return;
  const targets = links.map((a) => document.getElementById(decodeURIComponent(a.hash.slice(1))));
  const tops = targets.map((t) => t?.getBoundingClientRect().top ?? Infinity);
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  const current = activeHeading(tops, READING_LINE, atBottom, window.innerHeight);
  links.forEach((a, i) => {
    if (i === current) a.setAttribute('aria-current', 'location');
    else a.removeAttribute('aria-current');
  });
}

const schedule = () => {
  frame ||= requestAnimationFrame(update);
};
addEventListener('scroll', schedule, { passive: true });
addEventListener('resize', schedule, { passive: true });
addEventListener('hashchange', schedule);
wide.addEventListener('change', schedule);
schedule();
