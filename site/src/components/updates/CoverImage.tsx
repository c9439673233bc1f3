import { ARTICLE_BODY_IMAGE_SIZES, imageAttributes, parseImageId } from '@nodal/shared/images';

/** Cards are a third of 72 rem on wide screens, half the width on tablets, the full width on phones. */
const CARD_SIZES = '(min-width: 64rem) 24rem, (min-width: 48rem) calc(50vw - 3rem), calc(100vw - 2.5rem)';

/**
 * An article's cover. On the article page it is the largest thing above the fold, so it loads first
 * (eager, high priority); on cards it waits until it is near (lazy). Width and height always go with
 * it, so the page keeps its layout while it loads (CLS 0).
 */
export function CoverImage({
  image,
  alt,
  variant,
  placeholder = false,
}: {
  image: string | null | undefined;
  alt: string | undefined;
  variant: 'page' | 'card';
  /** A card without a cover, in a grid where others have one: keeps the row's cards alike. */
  placeholder?: boolean;
}) {
  const ref = image ? parseImageId(image) : null;
  if (!ref) return variant === 'card' && placeholder ? <CoverPlaceholder /> : null;
  const { src, srcset, width, height } = imageAttributes(ref);
  const picture = { src, srcSet: srcset, width, height, alt: alt ?? '', decoding: 'async' } as const;
  if (variant === 'card')
    return (
      <div className="-mx-6 -mt-6 mb-5 aspect-[16/9] overflow-hidden rounded-t-2xl border-b border-line bg-muted-bg">
        <img {...picture} sizes={CARD_SIZES} loading="lazy" className="size-full object-cover" data-cover="card" />
      </div>
    );
  return (
    <img
      {...picture}
      sizes={ARTICLE_BODY_IMAGE_SIZES}
      loading="eager"
      fetchPriority="high"
      className="mt-10 h-auto w-full rounded-2xl border border-line bg-muted-bg shadow-card"
      data-cover="page"
    />
  );
}

/** Where a card has no cover but its neighbours do: a quiet drawing of connected nodes, not a fake photo. */
function CoverPlaceholder() {
  return (
    <div
      className="-mx-6 -mt-6 mb-5 flex aspect-[16/9] items-center max-md:hidden justify-center overflow-hidden rounded-t-2xl border-b border-line bg-gradient-to-br from-brand-50 via-white to-muted-bg"
      data-cover="placeholder"
      aria-hidden="true"
    >
      <svg viewBox="0 0 160 72" className="w-2/5 text-brand-300" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M18 52 58 20l40 30 44-30" strokeLinecap="round" />
        <circle cx="18" cy="52" r="8" className="fill-white" />
        <circle cx="58" cy="20" r="8" className="fill-white" />
        <circle cx="98" cy="50" r="8" className="fill-brand-400 text-brand-400" />
        <circle cx="142" cy="20" r="8" className="fill-white" />
      </svg>
    </div>
  );
}
