import { useId } from 'react';
import { brand, LOGO_MARK_VIEWBOX, logoMarkSvg } from '@nodal/shared';
import { cn } from '../../lib/cn.ts';

/**
 * The node-graph mark of the public site (site/src/components/Logo.astro), drawn from the same
 * geometry in @nodal/shared so the admin and the site carry one brand. The gradient id is per
 * instance: the sidebar and the phone drawer can both be in the page.
 */
export function LogoMark({ className }: { className?: string }) {
  // useId's characters are not all valid in a url(#…) reference.
  const gradient = `nodal-mark${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      viewBox={LOGO_MARK_VIEWBOX}
      className={cn('size-7 shrink-0', className)}
      aria-hidden="true"
      focusable="false"
      // Our own constant markup, never user input.
      dangerouslySetInnerHTML={{ __html: logoMarkSvg(gradient) }}
    />
  );
}

/** The mark with the product's name, and an optional quieter suffix such as "Admin". */
export function Logo({ suffix, className }: { suffix?: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-[1.05rem] font-semibold tracking-tight text-slate-900">
        {brand.name}
        {suffix && (
          <>
            {' '}
            <span className="text-sm font-normal text-slate-500">{suffix}</span>
          </>
        )}
      </span>
    </span>
  );
}
