import type { ComponentType } from 'react';
import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Film from 'lucide-react/icons/film';
import Mail from 'lucide-react/icons/mail';
import Newspaper from 'lucide-react/icons/newspaper';
import Sparkles from 'lucide-react/icons/sparkles';
import { pages } from '@nodal/shared';
import { focusRing } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

const CARDS: Array<{
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
}> = [
  {
    to: pages.adminContacts,
    title: 'Contact Submissions',
    description: 'view and reply to contact form messages',
    icon: Mail,
  },
  {
    to: pages.adminWorkflowVideos,
    title: 'Workflow Videos',
    description: 'manage the 6 workflow demonstration videos',
    icon: Film,
  },
  {
    to: pages.adminHeroAnimations,
    title: 'Hero Animations',
    description: 'configure animation rotation and weights',
    icon: Sparkles,
  },
  {
    to: pages.adminArticles,
    title: 'Article Management',
    description: 'create and manage site articles and updates',
    icon: Newspaper,
  },
];

export function DashboardCards() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ to, title, description, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className={cn(
              'group flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs transition hover:border-indigo-300 hover:shadow-sm sm:flex-col sm:items-stretch',
              focusRing,
            )}
          >
            <div className="flex shrink-0 items-center justify-between">
              <span className="flex size-8 items-center justify-center rounded-md bg-indigo-50 text-indigo-600">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <ArrowRight
                aria-hidden="true"
                className="hidden size-4 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-indigo-500 sm:block"
              />
            </div>
            <div className="min-w-0 flex-1">
              <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
              <p className="mt-0.5 text-[13px] text-slate-500 first-letter:uppercase">{description}</p>
            </div>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-300 sm:hidden" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
