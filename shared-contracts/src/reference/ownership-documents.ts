import type { ReferenceItem } from './reference-item.js';

/**
 * The title deed a listing's owner says they hold: what a buyer in Algeria asks first. A
 * notarised deed (acte notarié) and a land registry booklet (livret foncier) are full titles; an
 * administrative decision (décision, مقرر) allots a plot and is regularised later. A listing that
 * says nothing has none stated (null); the site shows what the owner states, it checks no paper.
 */
export const OWNERSHIP_DOCUMENTS = [
  { value: 'notarial-deed', ar: 'عقد موثق', en: 'Notarised deed' },
  { value: 'land-registry-booklet', ar: 'دفتر عقاري', en: 'Land registry booklet' },
  { value: 'administrative-decision', ar: 'مقرر إداري', en: 'Administrative decision' },
] as const satisfies readonly ReferenceItem[];

export type OwnershipDocument = (typeof OWNERSHIP_DOCUMENTS)[number]['value'];
