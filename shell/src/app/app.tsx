import { BrowserRouter } from 'react-router-dom';
import { swrConfig } from 'shared-contracts';
import { SessionProvider } from 'shared-contracts/react';
import { SWRConfig } from 'swr';
import { Toaster } from '../components/toaster/toaster';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';
import { serverDataFallback } from './server-data';

const config = { ...swrConfig, fallback: serverDataFallback() };

/** One router, one SWR cache, one session (read once, here) and one toaster for every area. */
export function App() {
  return (
    <AppErrorBoundary>
      <SWRConfig value={config}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
            <Toaster />
          </BrowserRouter>
        </SessionProvider>
      </SWRConfig>
    </AppErrorBoundary>
  );
}
