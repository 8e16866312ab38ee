import accountAr from 'mfe-account/src/locales/ar.json' with { type: 'json' };
import accountEn from 'mfe-account/src/locales/en.json' with { type: 'json' };
import adminAr from 'mfe-admin/src/locales/ar.json' with { type: 'json' };
import adminEn from 'mfe-admin/src/locales/en.json' with { type: 'json' };
import communityAr from 'mfe-community/src/locales/ar.json' with { type: 'json' };
import communityEn from 'mfe-community/src/locales/en.json' with { type: 'json' };
import propertyAr from 'mfe-marketplace/src/features/property/locales/ar.json' with { type: 'json' };
import propertyEn from 'mfe-marketplace/src/features/property/locales/en.json' with { type: 'json' };
import searchAr from 'mfe-marketplace/src/features/search/locales/ar.json' with { type: 'json' };
import searchEn from 'mfe-marketplace/src/features/search/locales/en.json' with { type: 'json' };
import marketplaceAr from 'mfe-marketplace/src/locales/ar.json' with { type: 'json' };
import marketplaceEn from 'mfe-marketplace/src/locales/en.json' with { type: 'json' };
import commonAr from 'shared-contracts/locales/ar.json' with { type: 'json' };
import commonEn from 'shared-contracts/locales/en.json' with { type: 'json' };
import shellAr from 'shell/src/locales/ar.json' with { type: 'json' };
import shellEn from 'shell/src/locales/en.json' with { type: 'json' };

// Each area's texts, read from its own locale files: a test finds a control by what the visitor
// reads, and follows the wording when it changes.

export const SHELL_TEXT = { ar: shellAr, en: shellEn };

/** What every area shares (shared-contracts/react): errors, the offline page. */
export const COMMON_TEXT = { ar: commonAr, en: commonEn };

export const ACCOUNT_TEXT = { ar: accountAr, en: accountEn };

export const ADMIN_TEXT = { ar: adminAr, en: adminEn };

export const COMMUNITY_TEXT = { ar: communityAr, en: communityEn };

/** The home page and /search (the search page keeps its texts in a file of its own, under their own key). */
export const MARKETPLACE_TEXT = { ar: { ...marketplaceAr, ...searchAr }, en: { ...marketplaceEn, ...searchEn } };

/** A listing's page. */
export const PROPERTY_TEXT = { ar: propertyAr.property, en: propertyEn.property };
