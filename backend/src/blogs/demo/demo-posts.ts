import type { BlogCategory, BlogDocument } from 'shared-contracts';

/** A document of headings (lines starting "## ") and paragraphs, as the editor would keep it. */
export function documentOf(...blocks: string[]): BlogDocument {
  return {
    type: 'doc',
    content: blocks.map((block) =>
      block.startsWith('## ')
        ? { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: block.slice(3) }] }
        : block.startsWith('- ')
          ? {
              type: 'bulletList',
              content: block.split('\n').map((item) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: item.slice(2) }] }] })),
            }
          : { type: 'paragraph', content: [{ type: 'text', text: block }] },
    ),
  };
}

export interface DemoPost {
  title: string;
  titleEn: string;
  excerpt: string;
  excerptEn: string;
  category: BlogCategory;
  tags: string[];
  tagsEn: string[];
  featured: boolean;
  /** The demo picture drawn for its cover (a property type of the demo photos). */
  cover: string;
  content: BlogDocument;
  contentEn: BlogDocument;
}

/** The sample articles, written out in both languages; shown with a "Demo content" badge. */
export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'دليل شراء شقة في الجلفة خطوة بخطوة',
    titleEn: 'Buying a flat in Djelfa, step by step',
    excerpt: 'من المعاينة إلى عقد البيع عند الموثق: ما يجب التحقق منه قبل دفع أي مبلغ.',
    excerptEn: 'From the first visit to the deed at the notary: what to check before paying anything.',
    category: 'real_estate_tips',
    tags: ['شراء', 'شقة', 'الجلفة'],
    tagsEn: ['buying', 'flat', 'Djelfa'],
    featured: true,
    cover: 'شقة',
    content: documentOf(
      'شراء شقة قرار كبير، وأغلب المشاكل التي نراها سببها التسرّع. هذه خطوات بسيطة تحميك من المفاجآت.',
      '## قبل المعاينة',
      'حدّد ميزانيتك كاملة: ثمن الشقة، وأتعاب الموثق، وحقوق التسجيل، وتكاليف الإصلاح إن وجدت. واسأل عن الحي: المدارس والنقل والماء.',
      '## أثناء المعاينة',
      '- افحص الرطوبة في الجدران والسقف\n- جرّب الماء والكهرباء والغاز\n- اسأل عن أعباء الملكية المشتركة',
      '## الوثائق',
      'اطلب نسخة من عقد الملكية المشهر أو الدفتر العقاري، وتأكد أن اسم البائع هو نفسه في الوثائق. لا تدفع أي عربون قبل أن يطّلع الموثق على الملف.',
    ),
    contentEn: documentOf(
      'Buying a flat is a big decision, and most problems we see come from haste. These simple steps protect you from surprises.',
      '## Before the visit',
      'Set your whole budget: the price, the notary’s fees, registration duties and any repairs. Ask about the area: schools, transport, water.',
      '## During the visit',
      '- Check walls and ceilings for damp\n- Try the water, electricity and gas\n- Ask about the co-ownership charges',
      '## The papers',
      'Ask for a copy of the registered title deed or the land register booklet, and check that the seller’s name matches. Pay no deposit before the notary has seen the file.',
    ),
  },
  {
    title: 'أسعار العقار في بلديات الولاية: قراءة في السوق',
    titleEn: 'Property prices across the wilaya: a market reading',
    excerpt: 'لماذا يختلف سعر المتر المربع بين الجلفة وعين وسارة ومسعد، وما الذي يحرّكه.',
    excerptEn: 'Why a square metre costs differently in Djelfa, Ain Oussera and Messaad, and what moves it.',
    category: 'market_analysis',
    tags: ['أسعار', 'سوق'],
    tagsEn: ['prices', 'market'],
    featured: true,
    cover: 'منزل',
    content: documentOf(
      'يتحدد سعر العقار في الولاية بثلاثة عوامل رئيسية: القرب من مركز المدينة، وتوفر الخدمات، ووضعية الوثائق.',
      '## المدن الكبرى',
      'في الجلفة وعين وسارة يرتفع الطلب على الشقق القريبة من الطريق الوطني رقم 1، بينما تبقى الأراضي في الأحياء الجديدة أقل سعراً.',
      '## البلديات الصغرى',
      'في البلديات الصغرى تبقى الأسعار معتدلة، لكن غياب الدفتر العقاري في بعض الأحياء يؤخر البيع ويخفض السعر.',
      'نصيحتنا: قارن دائماً سعر المتر المربع لعقارات مماثلة في نفس البلدية قبل أن تقرر.',
    ),
    contentEn: documentOf(
      'Prices in the wilaya follow three main factors: distance to the town centre, services nearby, and the state of the papers.',
      '## The larger towns',
      'In Djelfa and Ain Oussera, flats near the RN1 are in demand, while plots in the new districts stay cheaper.',
      '## The smaller communes',
      'Prices stay moderate in the smaller communes, but a missing land register booklet in some districts slows sales and lowers prices.',
      'Our advice: always compare the price per square metre of similar properties in the same commune before deciding.',
    ),
  },
  {
    title: 'الدفتر العقاري وعقد الملكية: ما الفرق؟',
    titleEn: 'Land register booklet or title deed: what is the difference?',
    excerpt: 'دليل قانوني مبسّط لوثائق الملكية في الجزائر وما تضمنه لك عند الشراء.',
    excerptEn: 'A plain legal guide to ownership papers in Algeria and what they guarantee a buyer.',
    category: 'legal_guide',
    tags: ['قانون', 'وثائق'],
    tagsEn: ['law', 'papers'],
    featured: true,
    cover: 'أرض',
    content: documentOf(
      'عقد الملكية يحرره الموثق ويُشهر في المحافظة العقارية، أما الدفتر العقاري فيُسلَّم بعد عملية مسح الأراضي ويجمع كل ما يخص العقار.',
      '## لماذا يهمك ذلك؟',
      'العقار الذي له دفتر عقاري أسهل في البيع والرهن، لأن حدوده وملاكه مثبتون. أما العقار الذي له عقد عرفي فقط فيحمل مخاطر كبيرة.',
      'هذا المقال للتعريف العام ولا يغني عن استشارة موثق أو محامٍ في حالتك.',
    ),
    contentEn: documentOf(
      'A title deed is drawn up by a notary and registered at the land registry office; the land register booklet is issued after the cadastral survey and gathers everything about the property.',
      '## Why it matters',
      'A property with a booklet is easier to sell or mortgage, as its bounds and owners are established. A property held by a private agreement only carries serious risks.',
      'This article is general information and does not replace advice from a notary or a lawyer on your case.',
    ),
  },
  {
    title: 'الاستثمار في الإيجار: حساب المردودية قبل الشراء',
    titleEn: 'Buying to let: working out the yield first',
    excerpt: 'كيف تحسب العائد السنوي لعقار مؤجر، ولماذا لا يكفي ثمن الإيجار وحده.',
    excerptEn: 'How to work out a rental’s yearly return, and why the rent alone is not enough.',
    category: 'investment',
    tags: ['استثمار', 'إيجار'],
    tagsEn: ['investment', 'rent'],
    featured: false,
    cover: 'محل تجاري',
    content: documentOf(
      'المردودية الإجمالية هي الإيجار السنوي مقسوماً على ثمن الشراء. لكن المردودية الصافية تطرح الصيانة والضرائب وأشهر الشغور.',
      '- احسب شهرين من الشغور في السنة على الأقل\n- خصص 5% من الإيجار للصيانة\n- اسأل عن الضريبة على المداخيل العقارية',
    ),
    contentEn: documentOf(
      'The gross yield is the yearly rent divided by the price. The net yield takes off upkeep, taxes and empty months.',
      '- Count at least two empty months a year\n- Set aside 5% of the rent for upkeep\n- Ask about the tax on rental income',
    ),
  },
  {
    title: 'كيف تقدّر قيمة منزلك قبل عرضه للبيع',
    titleEn: 'How to value your house before selling it',
    excerpt: 'السعر الصحيح يبيع أسرع: طرق عملية لتقدير قيمة عقارك.',
    excerptEn: 'The right price sells faster: practical ways to value your property.',
    category: 'valuation',
    tags: ['تقييم', 'بيع'],
    tagsEn: ['valuation', 'selling'],
    featured: false,
    cover: 'فيلا',
    content: documentOf('ابدأ بالعقارات المماثلة المعروضة في حيك، ثم عدّل حسب المساحة والحالة والطابق. وإذا كان الفرق كبيراً فاستعن بخبير عقاري معتمد.'),
    contentEn: documentOf('Start from similar properties on offer in your area, then adjust for size, condition and floor. If the gap is large, ask a certified surveyor.'),
  },
  {
    title: 'جولات الفيديو: عرض عقارك لمن لا يستطيع التنقل',
    titleEn: 'Video tours: showing your property to buyers far away',
    excerpt: 'نصائح لتصوير جولة فيديو واضحة بهاتفك ونشرها مع إعلانك.',
    excerptEn: 'Tips for filming a clear tour with your phone and adding it to your listing.',
    category: 'technology',
    tags: ['فيديو', 'تقنية'],
    tagsEn: ['video', 'technology'],
    featured: false,
    cover: 'مكتب',
    content: documentOf('صوّر في ضوء النهار، وامشِ ببطء من المدخل إلى كل غرفة، واذكر المساحة بصوتك. ثم ارفع الفيديو على يوتيوب وأضف رابطه إلى إعلانك.'),
    contentEn: documentOf(
      'Film in daylight, walk slowly from the entrance through each room, and say the sizes aloud. Then upload the video to YouTube and add its link to your listing.',
    ),
  },
];
