import type { SectionId } from '@nodal/shared';

/** What each landing-page section is called on screen; the ids are what the API knows. */
export const SECTION_NAMES: Record<SectionId, { name: string; description: string }> = {
  hero: { name: 'Hero', description: 'The opening banner with the animated background.' },
  orchestration: { name: 'Orchestration', description: 'How the orchestration agent connects the nodes.' },
  'main-video': { name: 'Main Video', description: 'The product overview video.' },
  features: { name: 'Features', description: 'The grid of platform capabilities.' },
  'feature-videos': { name: 'Feature Videos', description: 'Short clips of individual features.' },
  'workflow-demo-videos': {
    name: 'Workflow Demo Videos',
    description: 'The categorised workflow demonstration videos.',
  },
  usecases: { name: 'Use Cases', description: 'Who the platform is for and what they do with it.' },
  'workflow-demo': { name: 'Workflow Demo', description: 'The interactive workflow walkthrough.' },
  demos: { name: 'Interactive Demos', description: 'Embedded videos, interactive demos and notebooks.' },
  roadmap: { name: 'Roadmap', description: 'The quarterly product roadmap.' },
  'get-involved': { name: 'Get Involved', description: 'Partnership, investment and pilot offers.' },
  updates: { name: 'Updates', description: 'The latest three published articles.' },
  signup: { name: 'Early Access Signup', description: 'The early-access signup form.' },
  contact: { name: 'Contact', description: 'The partnership contact form.' },
  'learn-ai': { name: 'Learn AI', description: 'Learning AI by building workflows.' },
};
