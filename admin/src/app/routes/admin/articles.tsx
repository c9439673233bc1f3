import { ArticlesManager } from '../../../features/articles/index.ts';

export function Component() {
  return (
    <>
      <title>Articles · Nodal Admin</title>
      <ArticlesManager />
    </>
  );
}
