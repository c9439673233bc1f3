import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import { router } from './router.tsx';
import { RELOADED_KEY } from './routes/route-error.tsx';

export function App() {
  // A page that stayed up for a while loaded fine, so a later stale chunk may reload once again.
  useEffect(() => {
    const timer = setTimeout(() => sessionStorage.removeItem(RELOADED_KEY), 10_000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
