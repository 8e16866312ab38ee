import { registerLocales } from 'shared-contracts/react';
import ar from './locales/ar.json';
import en from './locales/en.json';

// Apart from routes.tsx so that a component's test can load this area's texts without its pages.
registerLocales('community', { ar, en });
