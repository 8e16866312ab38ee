import { registerLocales } from 'shared-contracts/react';
import propertyAr from './features/property/locales/ar.json';
import propertyEn from './features/property/locales/en.json';
import searchAr from './features/search/locales/ar.json';
import searchEn from './features/search/locales/en.json';
import ar from './locales/ar.json';
import en from './locales/en.json';

// Each page keeps its own texts under its own top-level key; the shared ones (cards, prices) stay in locales/.
registerLocales('marketplace', { ar: { ...ar, ...searchAr, ...propertyAr }, en: { ...en, ...searchEn, ...propertyEn } });
