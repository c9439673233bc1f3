// The public face of the campaigns feature: the rest of the admin imports only this file.
export { CampaignsScreen } from './components/campaigns-screen.tsx';
export { NewsletterDialog, type NewsletterArticle } from './components/newsletter-dialog.tsx';
export { canEmail, offerNewsletterAfterSave } from './lib/compose.ts';
