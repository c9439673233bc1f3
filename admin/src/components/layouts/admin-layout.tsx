import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import ChartLine from 'lucide-react/icons/chart-line';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mail from 'lucide-react/icons/mail';
import Megaphone from 'lucide-react/icons/megaphone';
import Users from 'lucide-react/icons/users';
import Newspaper from 'lucide-react/icons/newspaper';
import Film from 'lucide-react/icons/film';
import MonitorPlay from 'lucide-react/icons/monitor-play';
import Sparkles from 'lucide-react/icons/sparkles';
import PanelsTopLeft from 'lucide-react/icons/panels-top-left';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import ExternalLink from 'lucide-react/icons/external-link';
import UsersRound from 'lucide-react/icons/users-round';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ScrollText from 'lucide-react/icons/scroll-text';
import Settings from 'lucide-react/icons/settings';
import { pages } from '@nodal/shared';
import { cn } from '../../lib/cn.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';
import { Modal } from '../ui/modal.tsx';

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  end?: boolean;
  /** Shown to owners only (the server refuses the rest anyway). */
  ownerOnly?: boolean;
}

const NAV: Array<{ heading: string | null; items: NavItem[] }> = [
  {
    heading: null,
    items: [
      { to: pages.admin, label: 'Dashboard', icon: LayoutDashboard, end: true },
      { to: pages.adminInsights, label: 'Insights', icon: ChartLine },
    ],
  },
  {
    heading: 'Inbox',
    items: [
      { to: pages.adminContacts, label: 'Contact Messages', icon: Mail },
      { to: pages.adminSignups, label: 'Signups', icon: Users },
      { to: pages.adminCampaigns, label: 'Campaigns', icon: Megaphone },
    ],
  },
  {
    heading: 'Content',
    items: [
      { to: pages.adminArticles, label: 'Articles', icon: Newspaper },
      { to: pages.adminWorkflowVideos, label: 'Workflow Videos', icon: Film },
      { to: pages.adminDemos, label: 'Demos', icon: MonitorPlay },
    ],
  },
  {
    heading: 'Landing page',
    items: [
      { to: pages.adminHeroAnimations, label: 'Hero Animations', icon: Sparkles },
      { to: pages.adminSections, label: 'Sections', icon: PanelsTopLeft },
    ],
  },
  {
    heading: 'Account',
    items: [
      { to: pages.adminTeam, label: 'Team', icon: UsersRound, ownerOnly: true },
      { to: pages.adminSettings, label: 'Settings', icon: Settings },
      { to: pages.adminSecurity, label: 'Security', icon: ShieldCheck },
      { to: pages.adminAudit, label: 'Audit log', icon: ScrollText, ownerOnly: true },
    ],
  },
];

function Brand() {
  return <Logo suffix="Admin Panel" />;
}

function NavList({ onNavigate, isOwner }: { onNavigate?: () => void; isOwner: boolean }) {
  const groups = NAV.map((g) => ({ ...g, items: g.items.filter((i) => isOwner || !i.ownerOnly) }));
  return (
    <nav aria-label="Admin Panel" className="flex flex-col gap-5">
      {groups.map((group) => (
        <div key={group.heading ?? 'top'}>
          {group.heading && (
            <p className="mb-1.5 px-2.5 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
              {group.heading}
            </p>
          )}
          <ul className="flex flex-col gap-0.5">
            {group.items.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'group flex h-8 items-center gap-2.5 rounded-md px-2.5 text-[13px] font-medium transition-colors',
                      isActive
                        ? 'bg-indigo-50 text-indigo-700'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                      focusRing,
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <Icon
                        aria-hidden="true"
                        className={cn(
                          'size-4',
                          isActive ? 'text-indigo-600' : 'text-slate-500 group-hover:text-slate-500',
                        )}
                      />
                      {label}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function SidebarFooter({ footer }: { footer: ReactNode }) {
  return (
    <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4">
      <a
        href={pages.home}
        target="_blank"
        rel="noreferrer"
        className={cn(
          'flex h-8 items-center gap-2.5 rounded-md px-2.5 text-[13px] font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          focusRing,
        )}
      >
        <ExternalLink aria-hidden="true" className="size-4 text-slate-500" />
        View public site
      </a>
      {footer}
    </div>
  );
}

/** Sidebar from lg up; a top bar with a drawer (native modal dialog) below that. */
export function AdminLayout({
  children,
  footer,
  banner,
  isOwner = false,
}: {
  children: ReactNode;
  footer: ReactNode;
  banner?: ReactNode;
  isOwner?: boolean;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh bg-slate-50 lg:pl-60">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-60 flex-col gap-6 border-r border-slate-200 bg-white px-3 py-4 lg:flex">
        <div className="px-1.5">
          <Brand />
        </div>
        <NavList isOwner={isOwner} />
        <SidebarFooter footer={footer} />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:hidden">
        <Brand />
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open navigation"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden="true" />
        </Button>
      </header>

      <Modal
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        aria-label="Navigation"
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] border-r border-slate-200 bg-white p-0 backdrop:bg-slate-950/40"
      >
        {drawerOpen && (
          <div className="flex h-full flex-col gap-6 px-3 py-4">
            <div className="flex items-center justify-between px-1.5">
              <Brand />
              <Button variant="ghost" size="icon" aria-label="Close navigation" onClick={() => setDrawerOpen(false)}>
                <X aria-hidden="true" />
              </Button>
            </div>
            <NavList isOwner={isOwner} onNavigate={() => setDrawerOpen(false)} />
            <SidebarFooter footer={footer} />
          </div>
        )}
      </Modal>

      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        {banner}
        {children}
      </main>
    </div>
  );
}
