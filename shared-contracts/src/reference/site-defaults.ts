import type { PublicSiteSettings } from '../types/site-settings.js';
import { MAX_IMAGES_PER_PROPERTY } from '../types/upload.js';
import { SITE_CONTACT, SITE_NAME } from '../ui/brand.js';

/** What the site runs with until an admin changes it; also what a page shows before the settings arrive. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSiteSettings = {
  siteName: SITE_NAME,
  description: {
    ar: 'سوق العقارات في ولاية الجلفة: منازل وأراضٍ ومحلات للبيع والإيجار والمبادلة في البلديات الـ36.',
    en: 'The property marketplace of the wilaya of Djelfa: homes, land and shops for sale, rent and exchange in all 36 communes.',
  },
  contactEmail: SITE_CONTACT.email,
  contactPhone: SITE_CONTACT.phone,
  registrationOpen: true,
  maintenance: false,
  maxImages: MAX_IMAGES_PER_PROPERTY,
};
