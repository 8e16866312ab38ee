import { registerLocales } from 'shared-contracts/react';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

// The shell's strings, for the browser (bootstrap) and the build-time prerender alike.
registerLocales('shell', { ar, en });
