import { ArticlesManager } from '../../../features/articles/components/articles-manager.tsx';

export function Component() {
  return (
    <>
      <title>Articles · Nodal Admin</title>
      <ArticlesManager />
    </>
  );
}
