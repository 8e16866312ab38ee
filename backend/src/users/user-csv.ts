import type { AdminUser } from 'shared-contracts';
import type { CsvColumn } from '../common/http/csv-download.js';

export const USER_CSV: CsvColumn<AdminUser>[] = [
  { header: { ar: 'الرقم', en: 'ID' }, value: (row) => row.id },
  { header: { ar: 'اسم المستخدم', en: 'Username' }, value: (row) => row.username },
  { header: { ar: 'البريد الإلكتروني', en: 'Email' }, value: (row) => row.email },
  { header: { ar: 'الاسم', en: 'First name' }, value: (row) => row.firstName },
  { header: { ar: 'اللقب', en: 'Last name' }, value: (row) => row.lastName },
  { header: { ar: 'الهاتف', en: 'Phone' }, value: (row) => row.phone },
  { header: { ar: 'الدور', en: 'Role' }, value: (row) => row.role },
  { header: { ar: 'نشط', en: 'Active' }, value: (row) => row.isActive },
  { header: { ar: 'الباقة', en: 'Plan' }, value: (row) => row.subscriptionPlan },
  { header: { ar: 'نهاية الباقة', en: 'Plan ends' }, value: (row) => row.planExpiresAt },
  { header: { ar: 'الإعلانات', en: 'Listings' }, value: (row) => row.listingsCount },
  { header: { ar: 'تاريخ التسجيل', en: 'Joined' }, value: (row) => row.createdAt },
];
