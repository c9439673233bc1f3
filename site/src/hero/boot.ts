// The landing hero's script: a plain module the page runs as soon as it is parsed, with no
// framework to hydrate first, so the canvas gets its first frame with the page. The configs are
// baked into the canvas at build time (data-hero-configs), so nothing waits for a fetch either; so
// is the session key (data-session-key), which spares this script the shared constants module and
// its imports, one more round trip before the worker can be fetched.
//
// Hidden picker (for staff checking the four animations on the real page):
//   - `?hero=<type>` (abstractFlow, abstractGraphic, fluidDynamics, swarmIntelligence) forces one
//     animation for that page view without touching the session choice;
//   - `?hero=picker`, or Alt+Shift+H anywhere on the page, reveals a small switcher; a type chosen
//     there becomes this session's choice.
import { ANIMATION_TYPES, pickHeroAnimation, type AnimationType, type HeroChoiceInput } from '@nodal/shared/hero';
import { mountHeroOffThread } from './offThread';

const isAnimationType = (value: unknown): value is AnimationType =>
  typeof value === 'string' && (ANIMATION_TYPES as readonly string[]).includes(value);

/** One pick per browser session, kept under HERO_SESSION_KEY (read from the canvas), so the hero stays the same from page to page. */
function sessionChoice(key: string, configs: HeroChoiceInput[] | null): AnimationType {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(key);
  } catch {
    /* storage blocked: pick every time */
  }
  if (isAnimationType(stored)) return stored;
  const picked = pickHeroAnimation(configs);
  storeSession(key, picked);
  return picked;
}

function storeSession(key: string, type: AnimationType) {
  try {
    sessionStorage.setItem(key, type);
  } catch {
    /* storage blocked */
  }
}

function boot(canvas: HTMLCanvasElement) {
  const key = canvas.dataset.sessionKey!;
  const configs = JSON.parse(canvas.dataset.heroConfigs ?? 'null') as HeroChoiceInput[] | null;
  const param = new URLSearchParams(location.search).get('hero');
  let type = isAnimationType(param) ? param : sessionChoice(key, configs);
  const hero = mountHeroOffThread(canvas, type);
  canvas.classList.replace('opacity-0', 'opacity-100');

  // The switcher's code loads only when someone asks for it.
  let closePicker: (() => void) | null = null;
  const togglePicker = async () => {
    if (closePicker) {
      closePicker();
      closePicker = null;
      return;
    }
    const { openPicker } = await import('./picker');
    closePicker = openPicker(type, (next) => {
      storeSession(key, next);
      type = next;
      hero.setType(next);
    });
  };
  if (param === 'picker') void togglePicker();
  addEventListener('keydown', (e) => {
    if (e.altKey && e.shiftKey && e.code === 'KeyH') {
      e.preventDefault();
      void togglePicker();
    }
  });
}

const canvas = document.querySelector<HTMLCanvasElement>('#hero canvas[data-hero-canvas]');
if (canvas) boot(canvas);
