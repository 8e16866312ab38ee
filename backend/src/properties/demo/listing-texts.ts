import type { PropertyType } from 'shared-contracts';

/** Where a demo listing is: the commune's names and a neighbourhood. */
export interface Place {
  ar: string;
  en: string;
}

export interface ListingText {
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  features: string[];
  featuresEn: string[];
  area: number;
  bedrooms: number | null;
  bathrooms: number | null;
}

type Writer = (variant: number, place: Place) => ListingText;

const rooms = (n: number) => ({ bedrooms: n - 1, bathrooms: n > 3 ? 2 : 1 });

/** Two ways of writing each type, as owners in the wilaya describe them. */
export const LISTING_TEXTS: Record<PropertyType, Writer> = {
  شقة: (v, p) => {
    const f = 3 + (v % 3 === 2 ? -1 : v % 3);
    return {
      title: v % 2 ? `شقة F${f} واسعة في الطابق الثاني` : `شقة F${f} مشمسة قرب وسط المدينة`,
      titleEn: v % 2 ? `Spacious F${f} apartment on the second floor` : `Sunny F${f} apartment near the town centre`,
      description: `شقة F${f} في ${p.ar}، صالون ومطبخ مجهز وحمام، نوافذ على الجهتين وماء متوفر طوال اليوم. قريبة من المدارس والسوق. الوثائق: عقد ملكية ودفتر عقاري.`,
      descriptionEn: `F${f} apartment in ${p.en}: living room, fitted kitchen and bathroom, windows on two sides and water all day. Close to schools and the market. Papers: title deed and land register.`,
      features: ['مطبخ مجهز', 'شرفة', 'باب مصفح'],
      featuresEn: ['Fitted kitchen', 'Balcony', 'Armoured door'],
      area: 60 + f * 18,
      ...rooms(f),
    };
  },
  فيلا: (v, p) => ({
    title: v % 2 ? 'فيلا حديثة بمرآب وسطح' : 'فيلا من طابقين مع حديقة',
    titleEn: v % 2 ? 'Modern villa with garage and roof terrace' : 'Two-storey villa with a garden',
    description: `فيلا في حي هادئ بـ${p.ar}: طابق أرضي بصالون كبير ومطبخ، وطابق أول بأربع غرف نوم وحمامين. تدفئة مركزية ومرآب لسيارتين.`,
    descriptionEn: `Villa in a quiet part of ${p.en}: a large living room and kitchen downstairs, four bedrooms and two bathrooms upstairs. Central heating and a two-car garage.`,
    features: ['حديقة', 'مرآب', 'تدفئة مركزية', 'سطح'],
    featuresEn: ['Garden', 'Garage', 'Central heating', 'Roof terrace'],
    area: 220 + v * 15,
    bedrooms: 4,
    bathrooms: 2,
  }),
  منزل: (v, p) => ({
    title: v % 2 ? 'منزل أرضي قرب المدرسة' : 'منزل عائلي بفناء تقليدي',
    titleEn: v % 2 ? 'Single-storey house near the school' : 'Family house with a traditional courtyard',
    description: `منزل في ${p.ar} مبني على ${180 + v * 10} م²، ثلاث غرف وفناء (حوش) ومطبخ واسع، مربوط بالكهرباء والغاز والماء. مناسب لعائلة كبيرة.`,
    descriptionEn: `House in ${p.en} on a ${180 + v * 10} m² plot: three rooms, a courtyard and a large kitchen, connected to electricity, gas and water. Suits a large family.`,
    features: ['فناء', 'غاز المدينة', 'بئر'],
    featuresEn: ['Courtyard', 'Mains gas', 'Well'],
    area: 180 + v * 10,
    bedrooms: 3,
    bathrooms: 1,
  }),
  أرض: (v, p) => ({
    title: v % 2 ? 'أرض على الطريق الوطني رقم 1' : 'قطعة أرض صالحة للبناء بعقد ودفتر عقاري',
    titleEn: v % 2 ? 'Plot on National Road 1' : 'Building plot with deed and land register',
    description: `قطعة أرض في ${p.ar} بواجهتين، مسوّرة جزئياً، قريبة من شبكة الكهرباء والماء. رخصة البناء ممكنة. عقد موثق.`,
    descriptionEn: `Plot in ${p.en} with two street fronts, partly walled, close to the electricity and water networks. A building permit can be had. Notarised deed.`,
    features: ['واجهتان', 'عقد موثق'],
    featuresEn: ['Two street fronts', 'Notarised deed'],
    area: 300 + v * 50,
    bedrooms: null,
    bathrooms: null,
  }),
  'أرض فلاحية': (v, p) => ({
    title: v % 2 ? 'مستثمرة فلاحية للرعي وزراعة الحبوب' : 'أرض فلاحية مسقية ببئر',
    titleEn: v % 2 ? 'Farm for grazing and cereal growing' : 'Irrigated farmland with a well',
    description: `أرض فلاحية في ${p.ar}، تربة جيدة، بئر ارتوازي وحوض ماء، مع مستودع صغير للعتاد. صالحة للأشجار المثمرة والخضر والحبوب.`,
    descriptionEn: `Farmland in ${p.en} with good soil, an artesian well and a water basin, and a small shed for tools. Good for fruit trees, vegetables and cereals.`,
    features: ['بئر ارتوازي', 'حوض ماء', 'سياج'],
    featuresEn: ['Artesian well', 'Water basin', 'Fence'],
    area: 20_000 + v * 5_000,
    bedrooms: null,
    bathrooms: null,
  }),
  بنغالو: (v, p) => ({
    title: v % 2 ? 'بنغالو مفروش للكراء' : 'بنغالو مستقل بحديقة صغيرة',
    titleEn: v % 2 ? 'Furnished bungalow to let' : 'Detached bungalow with a small garden',
    description: `بنغالو من طابق واحد في ${p.ar}، غرفتان وصالون ومطبخ، حديقة صغيرة ومكان لسيارة. هادئ ومناسب لزوجين.`,
    descriptionEn: `Single-storey bungalow in ${p.en}: two bedrooms, a living room and a kitchen, a small garden and parking for one car. Quiet, suits a couple.`,
    features: ['حديقة', 'موقف سيارة', 'مفروش'],
    featuresEn: ['Garden', 'Parking', 'Furnished'],
    area: 110 + v * 5,
    bedrooms: 2,
    bathrooms: 1,
  }),
  'محل تجاري': (v, p) => ({
    title: v % 2 ? 'محل تجاري قرب السوق الأسبوعي' : 'محل تجاري على الشارع الرئيسي',
    titleEn: v % 2 ? 'Shop near the weekly market' : 'Shop on the main street',
    description: `محل في ${p.ar} بواجهة زجاجية وباب حديدي، مرحاض ومخزن خلفي، في شارع كثير الحركة. يصلح لأي نشاط تجاري.`,
    descriptionEn: `Shop in ${p.en} with a glass front and a steel shutter, a toilet and a back store room, on a busy street. Fits any trade.`,
    features: ['واجهة زجاجية', 'مخزن خلفي'],
    featuresEn: ['Glass front', 'Back store room'],
    area: 35 + v * 5,
    bedrooms: null,
    bathrooms: 1,
  }),
  مستودع: (v, p) => ({
    title: v % 2 ? 'مستودع في المنطقة الصناعية' : 'مستودع للتخزين بمدخل للشاحنات',
    titleEn: v % 2 ? 'Warehouse in the industrial zone' : 'Storage warehouse with lorry access',
    description: `مستودع في ${p.ar} بارتفاع 7 أمتار، باب كبير تدخله الشاحنات، كهرباء ثلاثية الطور وساحة خارجية.`,
    descriptionEn: `Warehouse in ${p.en}, 7 metres high, with a gate lorries can drive through, three-phase power and an outside yard.`,
    features: ['كهرباء ثلاثية الطور', 'ساحة', 'حارس'],
    featuresEn: ['Three-phase power', 'Yard', 'Guard'],
    area: 400 + v * 100,
    bedrooms: null,
    bathrooms: 1,
  }),
  مكتب: (v, p) => ({
    title: v % 2 ? 'مكتب للمهن الحرة قرب البلدية' : 'مكتب مهني في عمارة حديثة',
    titleEn: v % 2 ? 'Office for a practice near the town hall' : 'Professional office in a modern building',
    description: `مكتب في ${p.ar} بثلاث غرف وقاعة انتظار، في الطابق الأول مع مصعد. مناسب لمحامٍ أو طبيب أو مكتب دراسات.`,
    descriptionEn: `Office in ${p.en} with three rooms and a waiting room, first floor with a lift. Suits a lawyer, a doctor or a design office.`,
    features: ['مصعد', 'قاعة انتظار', 'مكيف'],
    featuresEn: ['Lift', 'Waiting room', 'Air conditioning'],
    area: 80 + v * 10,
    bedrooms: null,
    bathrooms: 1,
  }),
};
