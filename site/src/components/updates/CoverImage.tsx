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
}: {
  image: string | null | undefined;
  alt: string | undefined;
  variant: 'page' | 'card';
}) {
  const ref = image ? parseImageId(image) : null;
  if (!ref) return null;
  const { src, srcset, width, height } = imageAttributes(ref);
  if (variant === 'card')
    return (
      <div className="-mx-6 -mt-6 mb-5 aspect-[16/9] overflow-hidden rounded-t-2xl border-b border-line bg-muted-bg">
        <img
          src={src}
          srcSet={srcset}
          sizes={CARD_SIZES}
          width={width}
          height={height}
          alt={alt ?? ''}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          data-cover="card"
        />
      </div>
    );
  return (
    <img
      src={src}
      srcSet={srcset}
      sizes={ARTICLE_BODY_IMAGE_SIZES}
      width={width}
      height={height}
      alt={alt ?? ''}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      className="mt-10 h-auto w-full rounded-2xl border border-line bg-muted-bg shadow-card"
      data-cover="page"
    />
  );
}
