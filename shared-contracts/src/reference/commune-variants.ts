import { COMMUNES, type Commune } from './communes.js';

/**
 * Other spellings people type for each commune, beside its `ar` and `en` labels: French
 * transliterations, with and without the article ("El") or "Ain", doubled or single letters,
 * "dj"/"j", "ou"/"w". Accents, case, hyphens and apostrophes are folded by normalizeForSearch,
 * so "Aïn-Oussera" needs no line of its own. Search treats every name of a commune as the same
 * place (backend properties/search/place-names.ts).
 */
export const COMMUNE_NAME_VARIANTS: Readonly<Record<Commune, readonly string[]>> = {
  الجلفة: ['جلفة', 'Jelfa', 'El Djelfa', 'Eldjelfa', 'Djalfa', 'Djelfa ville'],
  'عين وسارة': ['Ain Oussara', 'Ain Ouessara', 'Ain Ousera', 'Ain Wessara', 'Ain Ouassara', 'Oussera', 'Oussara'],
  القرنيني: ['Guernini', 'Gernini', 'El Gernini', 'Guernine'],
  بيرين: ['Birin', 'Birrine'],
  بنهار: ['Ben Har', 'Benahar'],
  'سيدي لعجال': ['Sidi Ladjel', 'Sidi Laajel', 'Sidi Ladjal', 'Sidi Lajel'],
  الخميس: ['Khemis', 'El Khamis', 'Khemis Djelfa'],
  'حاسي فدول': ['Hassi Fdoul', 'Hassi Fedhoul', 'Hassi Fadoul'],
  'حاسي العش': ['Hassi Leuch', 'Hassi El Aouch', 'Hassi El Ech', 'Hassi Lech'],
  مسعد: ['Messad', 'Mesaad', 'Massaad', 'Msaad'],
  قطارة: ['Gettara', 'Guetara', 'Guettar'],
  'عين الإبل': ['Ain Ibel', 'Ain El Ibil', 'Ain Lebel'],
  'عين معبد': ['Ain Mabed', 'Ain Maabad', 'Ain Mâbad'],
  'عين الشهداء': ['Ain Chouhadaa', 'Ain Echouhada', 'Ain Chohada'],
  'فيض البطمة': ['Faid El Botma', 'Feidh El Botma', 'Faidh Botma', 'Faid Botma', 'Feid El Botma'],
  عمورة: ['Amoura', 'Amourra'],
  'أم العظام': ['Oum El Adhem', 'Oum Laadam', 'Oum El Adham', 'Oum Ladham'],
  'دار الشيوخ': ['Dar Chiouk', 'Dar Echioukh', 'Dar El Chioukh', 'Dar Echyoukh'],
  الشارف: ['Charef', 'El Charef', 'Echaref'],
  'بني يعقوب': ['Beni Yagoub', 'Beni Yakoub', 'Beni Yakub'],
  زعفران: ['Zaafran', 'Zafrane', 'Zaafrani'],
  دلدول: ['Dildoul', 'Deldoule'],
  المليليحة: ['Mliliha', 'El Mliliha', 'Mlilha', 'Meliliha'],
  'حاسي بحبح': ['Hassi Bah Bah', 'Hassi Bahbeh', 'Hassi Behbeh'],
  'سد الرحال': ['Sed Rahhal', 'Sed Errahal', 'Sedd Rahal', 'Sed Errahel'],
  'بويرة الأحداب': ['Bouira El Ahdab', 'Bouiret Lahdab', 'Bouira Lahdeb'],
  زكار: ['Zakar', 'Zakkar'],
  'سيدي بايزيد': ['Sidi Bayzid', 'Sidi Bayazid', 'Sidi Baizide'],
  دويس: ['Douiss', 'Dwis'],
  'حد الصحاري': ['Had Sahari', 'Had Shary', 'Had Es Sahary', 'Had Essahary'],
  سلمانة: ['Salmana', 'Selmane'],
  'عين فقه': ['Ain Fekka', 'Ain Fka', 'Ain Feqa'],
  تعظميت: ['Tadmit', 'Taadhmit'],
  مجبارة: ['Mudjebara', 'Moudjbara', 'Mejbara'],
  القديد: ['Guedid', 'El Gedid', 'Gdid'],
  الإدريسية: ['Idrissia', 'El Idrisia', 'Idrissiya', 'El Idrissiya'],
};

/** Every name of a commune: its Arabic value, its English label and the variants above. */
export function communeNames(commune: Commune): readonly string[] {
  const item = COMMUNES.find((entry) => entry.value === commune);
  return item ? [item.ar, item.en, ...COMMUNE_NAME_VARIANTS[commune]] : [];
}
