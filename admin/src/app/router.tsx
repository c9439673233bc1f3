import { createBrowserRouter, Outlet } from 'react-router';
import { pages } from '@nodal/shared';
import { Spinner } from '../components/ui/spinner.tsx';
import { RouteError } from './routes/route-error.tsx';

function Fallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50">
      <Spinner className="size-5" />
      <span className="sr-only">Loading</span>
    </div>
  );
}

// Every screen is its own chunk: the login page never downloads the editor, the markdown
// renderer or the tables, and each admin screen loads only what it shows.
export const router = createBrowserRouter([
  {
    Component: Outlet,
    HydrateFallback: Fallback,
    ErrorBoundary: RouteError,
    children: [
      { path: pages.login, lazy: () => import('./routes/login.tsx') },
      // Outside the guarded admin: whoever opens an invitation has no session yet.
      { path: pages.acceptInvite, lazy: () => import('./routes/invite.tsx') },
      {
        path: pages.admin,
        lazy: () => import('./routes/admin/root.tsx'),
        children: [
          { index: true, lazy: () => import('./routes/admin/dashboard.tsx') },
          { path: pages.adminInsights, lazy: () => import('./routes/admin/insights.tsx') },
          { path: pages.adminTraffic, lazy: () => import('./routes/admin/insights.tsx') },
          { path: pages.adminContacts, lazy: () => import('./routes/admin/contacts.tsx') },
          { path: pages.adminSignups, lazy: () => import('./routes/admin/signups.tsx') },
          { path: pages.adminCampaigns, lazy: () => import('./routes/admin/campaigns.tsx') },
          { path: pages.adminArticles, lazy: () => import('./routes/admin/articles.tsx') },
          { path: pages.adminWorkflowVideos, lazy: () => import('./routes/admin/workflow-videos.tsx') },
          { path: pages.adminHeroAnimations, lazy: () => import('./routes/admin/hero-animations.tsx') },
          { path: pages.adminSections, lazy: () => import('./routes/admin/sections.tsx') },
          { path: pages.adminDemos, lazy: () => import('./routes/admin/demos.tsx') },
          { path: pages.adminTeam, lazy: () => import('./routes/admin/team.tsx') },
          { path: pages.adminSecurity, lazy: () => import('./routes/admin/security.tsx') },
          { path: pages.adminAudit, lazy: () => import('./routes/admin/audit.tsx') },
          { path: pages.adminSettings, lazy: () => import('./routes/admin/settings.tsx') },
          { path: pages.adminSentMail, lazy: () => import('./routes/admin/settings.tsx') },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);
