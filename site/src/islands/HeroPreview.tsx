import { useEffect, useRef } from 'react';
import { mountHero } from '../hero/mount';
import type { AnimationType } from '../hero/types';

/** One live animation in a card. mountHero stops drawing while the card is off screen. */
export default function HeroPreview({ type, label }: { type: AnimationType; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => (ref.current ? mountHero(ref.current, type) : undefined), [type]);
  return (
    <div className="relative aspect-[16/9] overflow-hidden bg-navy-900">
      <div
        className="absolute inset-0 bg-[radial-gradient(30rem_20rem_at_80%_0%,rgb(99_102_241/0.2),transparent_60%)]"
        aria-hidden="true"
      />
      <canvas
        ref={ref}
        className="absolute inset-0 size-full"
        role="img"
        aria-label={`${label} animation preview`}
        data-preview-canvas={type}
      />
    </div>
  );
}
