import type { ForumCategory } from 'shared-contracts';

export interface DemoAnswer {
  byAdmin: boolean;
  body: string;
}

export interface DemoReply extends DemoAnswer {
  /** Marked helpful by the topic's author (its writer earns the points, through the ledger). */
  helpful?: boolean;
  /** Answers to this reply (the second level). */
  answers?: DemoAnswer[];
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

/**
 * The sample forum themes as real topics, in Arabic with two in English, written by the
 * two demo accounts (the admin as moderator); shown with a "Demo content" badge.
 */
export const DEMO_TOPICS: DemoTopic[] = [
  {
    byAdmin: true,
    pinned: true,
    title: 'مرحباً بكم في منتدى عقارات الجلفة: قواعد المشاركة',
    body:
      'هذا المنتدى مساحة لتبادل الخبرة حول العقار في ولاية الجلفة: الشراء والبيع والإيجار والبناء والميراث.\n\n' +
      '**قبل أن تكتب:**\n\n' +
      '- ابحث أولاً، فلعل سؤالك طُرح وأُجيب عنه.\n' +
      '- اختر التصنيف المناسب، واكتب عنواناً يلخص سؤالك.\n' +
      '- لا تنشر أرقام الهواتف ولا الوثائق الشخصية في المواضيع.\n' +
      '- الإعلانات مكانها صفحة العقارات، لا المنتدى.\n\n' +
      'تُراجَع أولى مشاركات الأعضاء الجدد قبل نشرها، ويمكنك الإبلاغ عن أي مشاركة مخالفة بزر **إبلاغ**. ' +
      'الإجابات هنا تجارب أعضاء وليست استشارة قانونية؛ للحالات المعقدة راجع موثقاً أو محامياً من دليل المستشارين.',
    category: 'general',
    tags: ['قواعد', 'ترحيب'],
    replies: [],
  },
  {
    byAdmin: false,
    title: 'هل شراء شقة في عين وسارة لتأجيرها استثمار مربح حالياً؟',
    body: 'أفكر في شراء شقة F3 في عين وسارة بغرض تأجيرها. كم يبلغ الإيجار الشهري تقريباً؟ ' + 'وهل الطلب مستقر طوال السنة أم مرتبط بالموسم الجامعي فقط؟',
    category: 'investment',
    tags: ['استثمار', 'عين وسارة', 'إيجار'],
    replies: [
      {
        byAdmin: true,
        helpful: true,
        body:
          'الطلب على الإيجار في عين وسارة قوي قرب القطب الجامعي والطريق الوطني رقم 1، ويضعف نسبياً في الصيف.\n\n' +
          'لحساب المردودية الصافية:\n\n' +
          '1. اضرب الإيجار الشهري في عشرة أشهر لا في اثني عشر، تحسباً للشغور.\n' +
          '2. اطرح تكاليف الصيانة والتأمين.\n' +
          '3. اقسم الناتج على ثمن الشراء مع مصاريف التوثيق والتسجيل.\n\n' +
          'إن تجاوزت النتيجة 5% سنوياً فالاستثمار معقول مقارنة بالادخار.',
        answers: [
          { byAdmin: false, body: 'شكراً على التوضيح. هل تنصح بشقة جديدة في الترقية العقارية أم بشقة قديمة مرممة؟' },
          { byAdmin: true, body: 'الجديدة أسهل في الإيجار وأقل صيانة، لكن تأكد أن للترقية عقداً مشهراً أو عقد بيع على التصاميم موثقاً قبل أي دفعة.' },
        ],
      },
    ],
  },
  {
    byAdmin: false,
    title: 'كيف نقسم منزلاً موروثاً بين الإخوة دون نزاع؟',
    body: 'توفي والدنا وترك منزلاً في الجلفة، ونحن خمسة إخوة وأختان. بعضنا يريد البيع والبعض يريد البقاء فيه. ' + 'ما الخطوات القانونية، وهل يمكن لأحدنا شراء نصيب الآخرين؟',
    category: 'legal',
    tags: ['ميراث', 'قسمة', 'توثيق'],
    replies: [
      {
        byAdmin: true,
        body:
          'الخطوات المعتادة:\n\n' +
          '1. **الفريضة**: يحررها الموثق لتحديد الورثة ونصيب كل واحد منهم.\n' +
          '2. **الشهادة التوثيقية**: ينقل بها الموثق ملكية المنزل إلى الورثة على الشيوع، وتُشهر في المحافظة العقارية.\n' +
          '3. **الخروج من الشيوع**: إما بعقد قسمة ودية عند الموثق، أو ببيع أحدكم نصيبه للآخرين، أو ببيع المنزل كله وتقسيم الثمن.\n\n' +
          'إن تعذر الاتفاق يمكن لأي وارث رفع دعوى قسمة أمام القسم العقاري، فيعين القاضي خبيراً يقترح القسمة أو البيع بالمزاد. ' +
          'الاتفاق الودي أسرع وأقل كلفة بكثير.',
      },
      { byAdmin: false, body: 'جزاك الله خيراً. سنبدأ بالفريضة هذا الأسبوع ونحاول الاتفاق قبل اللجوء إلى المحكمة.' },
    ],
  },
  {
    byAdmin: true,
    title: 'أسعار العقار حسب البلديات: شاركونا ما رأيتم هذا العام',
    body:
      'لنجمع معاً صورة عن الأسعار في بلديات الولاية. اذكر في ردك:\n\n' +
      '- البلدية والحي\n' +
      '- نوع العقار ومساحته\n' +
      '- السعر المطلوب أو سعر البيع الفعلي\n' +
      '- نوع الوثيقة (عقد مشهر، عقد عرفي، شهادة حيازة…)\n\n' +
      'تنبيه: حين يقول البائع «مليون» فقد يقصد مليون سنتيم، أي عشرة آلاف دينار. اكتب الأسعار بالدينار لتجنب الالتباس.',
    category: 'market_analysis',
    tags: ['أسعار', 'بلديات', 'سوق'],
    replies: [
      {
        byAdmin: false,
        body: 'في الجلفة المدينة، حي 5 جويلية: شقة F3 بمساحة 75 م² عُرضت بنحو 8,500,000 د.ج، بعقد مشهر.',
        answers: [{ byAdmin: true, body: 'شكراً. لاحظ أن الشقق في الطوابق العليا دون مصعد تُباع عادة بأقل من ذلك.' }],
      },
      { byAdmin: false, body: 'في حاسي بحبح رأيت قطعة أرض للبناء بمساحة 200 م² بحوالي 3,000,000 د.ج، بعقد عرفي، فانتبهوا إلى نوع الوثيقة قبل المقارنة.' },
    ],
  },
  {
    byAdmin: false,
    locked: true,
    title: 'رخصة البناء في مسعد: ما الوثائق وكم تستغرق؟',
    body: 'أريد بناء منزل من طابقين على أرض أملكها في مسعد. ما الوثائق المطلوبة لملف رخصة البناء، ' + 'وكم ينتظر المرء عادة قبل الرد؟',
    category: 'construction',
    tags: ['رخصة البناء', 'مسعد', 'تعمير'],
    replies: [
      {
        byAdmin: true,
        body:
          'يودع الملف لدى الشباك الوحيد للتعمير بالبلدية، ويضم عادة:\n\n' +
          '- نسخة من عقد الملكية أو شهادة الحيازة\n' +
          '- مخطط الموقع ومخطط الكتلة\n' +
          '- المخططات المعمارية والهندسية يعدها مهندس معماري ومهندس مدني معتمدان\n' +
          '- مذكرة وصفية وتقدير لكلفة الأشغال\n\n' +
          'يحدد المرسوم التنفيذي رقم 15-19 آجال دراسة الملف. إن لم تتلقَّ رداً في الأجل، أو رُفض طلبك دون تعليل مقنع، فلك حق الطعن. ' +
          'وتأكد قبل الإيداع من أن مشروعك مطابق لمخطط شغل الأراضي في منطقتك.',
      },
      { byAdmin: true, body: 'أُغلق الموضوع بعد الإجابة عن السؤال. لأي حالة خاصة افتح موضوعاً جديداً.' },
    ],
  },
  {
    byAdmin: false,
    title: 'نصائح للمستأجرين قبل توقيع عقد الإيجار',
    body:
      'لمن يبحث عن سكن للإيجار، هذه خلاصة تجربتي بعد ثلاث شقق في الجلفة:\n\n' +
      '1. اطلب عقد إيجار مكتوباً، ويفضَّل أن يكون موثقاً عند الموثق.\n' +
      '2. عاين الشقة مع المالك وسجّلا حالتها كتابياً، مع صور.\n' +
      '3. سجّلا أرقام عدادات الكهرباء والغاز والماء يوم الدخول.\n' +
      '4. لا تدفع أي مبلغ مسبق دون وصل موقّع.\n\n' +
      'ما الذي تضيفونه؟',
    category: 'tips_advice',
    tags: ['إيجار', 'نصائح', 'عقد'],
    replies: [
      { byAdmin: true, body: 'نصائح مفيدة. أضيف: اتفق مع المالك كتابياً على من يتحمل الإصلاحات الكبيرة، وعلى مدة الإشعار قبل الخروج.' },
      { byAdmin: false, body: 'ويستحسن التفاوض على الدفع المسبق: كثير من الملاك يطلبون سنة كاملة، ويقبل بعضهم ستة أشهر.' },
    ],
  },
  {
    byAdmin: false,
    title: 'Tips for renting a flat in Djelfa as a newcomer',
    body:
      'I am moving to Djelfa for work next month. What should I check before signing a lease, ' +
      'how much rent is paid in advance, and which districts are convenient without a car?',
    category: 'tips_advice',
    tags: ['rent', 'tips', 'newcomers'],
    replies: [
      {
        byAdmin: true,
        body:
          'Welcome! A few points:\n\n' +
          '- Ask for a written lease, ideally drawn up by a notary.\n' +
          '- Landlords often ask for six months to a year of rent in advance: negotiate, and always get a signed receipt.\n' +
          '- Note the electricity, gas and water meter readings on the day you move in.\n\n' +
          'Without a car, look near the town centre, where the buses and shops are.',
      },
    ],
  },
  {
    byAdmin: false,
    title: 'Buying agricultural land near Hassi Bahbah: what should I check?',
    body: 'A seller offers a plot of agricultural land near Hassi Bahbah with a well. ' + 'What documents should I ask for, and are there limits on what can be built on it?',
    category: 'investment',
    tags: ['agricultural land', 'Hassi Bahbah', 'documents'],
    replies: [
      {
        byAdmin: true,
        body:
          'First find out what the seller actually holds:\n\n' +
          '1. **Private land** with a registered deed (acte publié): it can be sold before a notary like any property.\n' +
          '2. **State land held under a concession** (law 10-03): the land itself cannot be sold, only the concession right, ' +
          'and the transfer goes through the national office of agricultural land (ONTA).\n\n' +
          'Ask for the deed or the concession contract, check them at the land registry, and ask whether the well is authorised. ' +
          'Agricultural land is not building land: a house needs a permit that is rarely granted there.',
      },
    ],
  },
];
