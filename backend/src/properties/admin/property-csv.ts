import { COMMUNES, labelOf, PROPERTY_TYPES, PURPOSES, type AdminProperty } from 'shared-contracts';
import type { CsvColumn } from '../../common/http/csv-download.js';

export const PROPERTY_CSV: CsvColumn<AdminProperty>[] = [
  { header: { ar: 'الرقم', en: 'ID' }, value: (row) => row.id },
  { header: { ar: 'العنوان', en: 'Title' }, value: (row) => row.title },
  { header: { ar: 'العنوان بالإنجليزية', en: 'English title' }, value: (row) => row.titleEn },
  { header: { ar: 'النوع', en: 'Type' }, value: (row) => labelOf(PROPERTY_TYPES, row.propertyType, 'ar') },
  { header: { ar: 'الغرض', en: 'Purpose' }, value: (row) => labelOf(PURPOSES, row.priceType, 'ar') },
  { header: { ar: 'البلدية', en: 'Commune' }, value: (row) => (row.commune ? labelOf(COMMUNES, row.commune, 'ar') : '') },
  { header: { ar: 'السعر', en: 'Price' }, value: (row) => row.price },
  { header: { ar: 'وحدة السعر', en: 'Price unit' }, value: (row) => row.priceUnit },
  { header: { ar: 'الحالة', en: 'State' }, value: (row) => row.status },
  { header: { ar: 'مميز', en: 'Featured' }, value: (row) => row.isFeatured },
  { header: { ar: 'المشاهدات', en: 'Views' }, value: (row) => row.viewCount },
  { header: { ar: 'المالك', en: 'Owner' }, value: (row) => row.owner.username },
  { header: { ar: 'بريد المالك', en: 'Owner email' }, value: (row) => row.owner.email },
  { header: { ar: 'تاريخ الإنشاء', en: 'Created' }, value: (row) => new Date(row.createdAt).toISOString() },
];
