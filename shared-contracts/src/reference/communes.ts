import type { ReferenceItem } from './reference-item.js';

/**
 * The 36 communes of the wilaya of Djelfa (docs/architecture.md §3, §4), in the order given there.
 * The stored and sent value is the Arabic name, so `value` always equals `ar`.
 */
export const COMMUNES = [
  { value: 'الجلفة', ar: 'الجلفة', en: 'Djelfa' },
  { value: 'عين وسارة', ar: 'عين وسارة', en: 'Ain Oussera' },
  { value: 'القرنيني', ar: 'القرنيني', en: 'El Guernini' },
  { value: 'بيرين', ar: 'بيرين', en: 'Birine' },
  { value: 'بنهار', ar: 'بنهار', en: 'Benhar' },
  { value: 'سيدي لعجال', ar: 'سيدي لعجال', en: 'Sidi Laadjel' },
  { value: 'الخميس', ar: 'الخميس', en: 'El Khemis' },
  { value: 'حاسي فدول', ar: 'حاسي فدول', en: 'Hassi Fedoul' },
  { value: 'حاسي العش', ar: 'حاسي العش', en: 'Hassi El Euch' },
  { value: 'مسعد', ar: 'مسعد', en: 'Messaad' },
  { value: 'قطارة', ar: 'قطارة', en: 'Guettara' },
  { value: 'عين الإبل', ar: 'عين الإبل', en: 'Ain El Ibel' },
  { value: 'عين معبد', ar: 'عين معبد', en: 'Ain Maabed' },
  { value: 'عين الشهداء', ar: 'عين الشهداء', en: 'Ain Chouhada' },
  { value: 'فيض البطمة', ar: 'فيض البطمة', en: 'Faidh El Botma' },
  { value: 'عمورة', ar: 'عمورة', en: 'Amourah' },
  { value: 'أم العظام', ar: 'أم العظام', en: 'Oum Laadham' },
  { value: 'دار الشيوخ', ar: 'دار الشيوخ', en: 'Dar Chioukh' },
  { value: 'الشارف', ar: 'الشارف', en: 'Ech Charef' },
  { value: 'بني يعقوب', ar: 'بني يعقوب', en: 'Beni Yacoub' },
  { value: 'زعفران', ar: 'زعفران', en: 'Zaafrane' },
  { value: 'دلدول', ar: 'دلدول', en: 'Deldoul' },
  { value: 'المليليحة', ar: 'المليليحة', en: "M'liliha" },
  { value: 'حاسي بحبح', ar: 'حاسي بحبح', en: 'Hassi Bahbah' },
  { value: 'سد الرحال', ar: 'سد الرحال', en: 'Sed Rahal' },
  { value: 'بويرة الأحداب', ar: 'بويرة الأحداب', en: 'Bouira Lahdab' },
  { value: 'زكار', ar: 'زكار', en: 'Zaccar' },
  { value: 'سيدي بايزيد', ar: 'سيدي بايزيد', en: 'Sidi Baizid' },
  { value: 'دويس', ar: 'دويس', en: 'Douis' },
  { value: 'حد الصحاري', ar: 'حد الصحاري', en: 'Had Sahary' },
  { value: 'سلمانة', ar: 'سلمانة', en: 'Selmana' },
  { value: 'عين فقه', ar: 'عين فقه', en: 'Ain Feka' },
  { value: 'تعظميت', ar: 'تعظميت', en: 'Taadmit' },
  { value: 'مجبارة', ar: 'مجبارة', en: 'Moudjebara' },
  { value: 'القديد', ar: 'القديد', en: 'El Guedid' },
  { value: 'الإدريسية', ar: 'الإدريسية', en: 'El Idrissia' },
] as const satisfies readonly ReferenceItem[];

export type Commune = (typeof COMMUNES)[number]['value'];
