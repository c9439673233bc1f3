import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Toaster } from '../components/ui/toaster.tsx';
import { swrConfig } from '../lib/swr.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <Toaster />
    </SWRConfig>
  );
}
