/** The company's published contact details (SPEC §2 footer and contact page). */
export const CONTACT = {
  phone: '+213 27 87 00 00',
  email: 'contact@djelfa-estates.dz',
} as const;
