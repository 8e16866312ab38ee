import { BrowserRouter } from 'react-router-dom';
import { swrConfig } from 'shared-contracts';
import { SWRConfig } from 'swr';
import { Toaster } from '../components/toaster/toaster';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';
import { serverDataFallback } from './server-data';

const config = { ...swrConfig, fallback: serverDataFallback() };

/** One router, one SWR cache (the session lives there) and one toaster for every area. */
export function App() {
  return (
    <AppErrorBoundary>
      <SWRConfig value={config}>
        <BrowserRouter>
          <AppRoutes />
          <Toaster />
        </BrowserRouter>
      </SWRConfig>
    </AppErrorBoundary>
  );
}
