import { HERO_SESSION_KEY } from '@nodal/shared/constants';
import { pickHeroAnimation, type HeroChoiceInput } from '@nodal/shared/hero';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { mountHero } from '../hero/mount';
import { animationTypes, heroAnimations, isAnimationType } from '../hero/registry';
import type { AnimationType } from '../hero/types';

/**
 * The hero's decorative canvas. The configs are baked into the page at build time, so the first
 * frame never waits for a fetch; the headline is plain HTML above it and never waits for this.
 *
 * Hidden picker (for staff checking the four animations on the real page):
 *   - `?hero=<type>` (abstractFlow, abstractGraphic, fluidDynamics, swarmIntelligence) forces one
 *     animation for that page view without touching the session choice;
 *   - `?hero=picker`, or Alt+Shift+H anywhere on the page, reveals a small switcher; a type chosen
 *     there becomes this session's choice.
 */
export default function HeroCanvas({ configs }: { configs: HeroChoiceInput[] | null }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [type, setType] = useState<AnimationType | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);

  useEffect(() => {
    const param = new URLSearchParams(location.search).get('hero');
    if (param === 'picker') setPickerOpen(true);
    setType(isAnimationType(param) ? param : sessionChoice(configs));
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.shiftKey && e.code === 'KeyH') {
        e.preventDefault();
        setPickerOpen((open) => !open);
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [configs]);

  // The picture starts moving as soon as the island hydrates (client:idle, so after the headline
  // has painted). mountHero itself holds frames back while the tab is hidden, the canvas is off
  // screen or the visitor prefers reduced motion (then it draws one still frame).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !type) return;
    return mountHero(canvas, type);
  }, [type]);

  function choose(next: AnimationType) {
    storeSession(next);
    setType(next);
  }

  return (
    <>
      <canvas
        ref={canvasRef}
        aria-hidden="true"
        data-hero-canvas
        className={`absolute inset-0 size-full transition-opacity duration-1000 ${type ? 'opacity-100' : 'opacity-0'}`}
      />
      {/* Portalled to <body>: the canvas layer sits below the hero text, the picker must not. */}
      {pickerOpen
        ? createPortal(
            <div
              className="fixed right-4 bottom-4 z-[95] rounded-xl border border-white/15 bg-navy-900/90 p-3 text-sm text-white shadow-lift backdrop-blur"
              role="group"
              aria-label="Hero animation picker"
              data-hero-picker
            >
              <p className="mb-2 text-xs font-semibold tracking-wide text-slate-300 uppercase">Hero animation</p>
              <div className="flex flex-col gap-1">
                {animationTypes.map((t) => (
                  <button
                    key={t}
                    type="button"
                    aria-pressed={t === type}
                    onClick={() => choose(t)}
                    className="rounded-md px-2.5 py-1.5 text-left hover:bg-white/10 aria-pressed:bg-brand-500/30"
                  >
                    {heroAnimations[t].name}
                  </button>
                ))}
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

/** One pick per browser session, kept under HERO_SESSION_KEY, so the hero stays the same from page to page. */
function sessionChoice(configs: HeroChoiceInput[] | null): AnimationType {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(HERO_SESSION_KEY);
  } catch {
    /* storage blocked: pick every time */
  }
  if (isAnimationType(stored)) return stored;
  const picked = pickHeroAnimation(configs);
  storeSession(picked);
  return picked;
}

function storeSession(type: AnimationType) {
  try {
    sessionStorage.setItem(HERO_SESSION_KEY, type);
  } catch {
    /* storage blocked */
  }
}
