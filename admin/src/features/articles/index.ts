// The public face of the articles feature: the rest of the admin imports only this file.
export { ArticlesManager } from './components/articles-manager.tsx';
