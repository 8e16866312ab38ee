import type { ForumCategory } from 'shared-contracts';

export interface DemoReply {
  byAdmin: boolean;
  body: string;
  /** Answers to this reply. */
  answers?: { byAdmin: boolean; body: string }[];
}

export interface DemoTopic {
  byAdmin: boolean;
  title: string;
  body: string;
  category: ForumCategory;
  tags: string[];
  pinned?: boolean;
  locked?: boolean;
  replies: DemoReply[];
}

/** SPEC §2's sample forum themes as real topics; shown with a "Demo content" badge. */
export const DEMO_TOPICS: DemoTopic[] = [
  {
    byAdmin: true,
    pinned: true,
    title: 'مرحباً بكم في منتدى عقارات الجلفة: قواعد المشاركة',
    body: 'هذا المنتدى مكان لتبادل الخبرة حول العقار في ولاية الجلفة.\n\n- احترم الآخرين ولا تنشر أرقام هواتف في المواضيع\n- اختر التصنيف المناسب لموضوعك\n- أبلغ المشرفين عن أي مشاركة مخالفة بزر **إبلاغ**\n\nمشاركات الأعضاء الجدد الأولى تُراجع قبل نشرها.',
    category: 'general',
    tags: ['قواعد'],
    replies: [],
  },
  {
    byAdmin: false,
    title: 'هل الاستثمار في الشقق بعين وسارة مربح حالياً؟',
    body: 'أفكر في شراء شقة F3 في عين وسارة لتأجيرها. كم يبلغ الإيجار الشهري تقريباً، وهل الطلب مستقر طوال السنة؟',
    category: 'investment',
    tags: ['استثمار', 'عين وسارة', 'إيجار'],
    replies: [
      { byAdmin: true, body: 'الطلب على الإيجار قوي قرب الجامعة والطريق الوطني رقم 1. احسب المردودية الصافية بعد طرح شهرين من الشغور والصيانة.', answers: [{ byAdmin: false, body: 'شكراً، هل تنصح بشقة جديدة أم قديمة مرممة؟' }] },
    ],
  },
  {
    byAdmin: false,
    title: 'كيف نقسم منزلاً موروثاً بين الإخوة دون نزاع؟',
    body: 'ورثنا منزلاً في الجلفة ونحن خمسة إخوة. بعضنا يريد البيع والبعض يريد البقاء. ما الحلول القانونية الممكنة؟',
    category: 'legal',
    tags: ['ميراث', 'قسمة'],
    replies: [{ byAdmin: true, body: 'ابدأوا بالفريضة عند الموثق، ثم يمكن لمن يريد البقاء أن يشتري حصص الآخرين بالتراضي. إن تعذر الاتفاق فالقسمة القضائية هي الحل الأخير.' }],
  },
  {
    byAdmin: true,
    title: 'أسعار المتر المربع في أحياء الجلفة: شاركونا ما تعرفونه',
    body: 'لنجمع معاً أسعار المتر المربع للأراضي والشقق في أحياء المدينة. اذكر الحي والسعر ونوع الوثائق.',
    category: 'market_analysis',
    tags: ['أسعار', 'الجلفة'],
    replies: [{ byAdmin: false, body: 'في حي 5 جويلية رأيت شقة بحوالي 65 ألف دينار للمتر، بعقد مشهر.' }],
  },
  {
    byAdmin: false,
    title: 'رخصة البناء في مسعد: كم تستغرق؟',
    body: 'أودعت ملف رخصة بناء منزل من طابقين منذ شهرين. هل من تجربة حول المدة المعتادة والوثائق التي قد تُطلب؟',
    category: 'construction',
    tags: ['رخصة البناء', 'مسعد'],
    locked: true,
    replies: [{ byAdmin: true, body: 'المدة القانونية للرد محددة، وإن تأخر الرد يمكنك تقديم طعن إداري. تأكد من مطابقة المخطط لمخطط شغل الأراضي.' }],
  },
  {
    byAdmin: false,
    title: 'Tips for renting a flat in Djelfa as a newcomer',
    body: 'I am moving to Djelfa for work. What should I check before signing a lease, and is a deposit usual?',
    category: 'tips_advice',
    tags: ['rent', 'tips'],
    replies: [{ byAdmin: true, body: 'Ask for a written lease, check the meters together, and keep a receipt for the deposit. One or two months of rent is common.' }],
  },
];
