import type { AdvisorLanguage, AdvisorProfession, AdvisorSpecialization } from 'shared-contracts';

export interface DemoAdvisor {
  fullName: string;
  profession: AdvisorProfession;
  commune: string;
  specializations: AdvisorSpecialization[];
  languages: AdvisorLanguage[];
  experienceYears: number;
  chamber: string;
  bio: string;
}

/**
 * The sample advisors as directory entries. Invented people with obviously fictitious
 * registration numbers (DEMO-…), shown with a "Demo content" badge, belonging to no account.
 */
export const DEMO_ADVISORS: DemoAdvisor[] = [
  {
    fullName: 'الأستاذ كريم بن عيسى',
    profession: 'lawyer',
    commune: 'الجلفة',
    specializations: ['real_estate_law', 'land_registry'],
    languages: ['ar', 'fr'],
    experienceYears: 15,
    chamber: 'منظمة المحامين لناحية الجلفة',
    bio: 'محامٍ معتمد لدى المجلس، يرافق المشترين والبائعين في نزاعات الملكية العقارية وتسوية وضعية العقارات غير المشهرة، ويحرص على شرح كل خطوة بلغة بسيطة.',
  },
  {
    fullName: 'الأستاذة نادية بوزيد',
    profession: 'notary',
    commune: 'عين وسارة',
    specializations: ['inheritance_law', 'real_estate_law'],
    languages: ['ar', 'fr'],
    experienceYears: 12,
    chamber: 'الغرفة الجهوية للموثقين - الوسط',
    bio: 'موثقة تحرر عقود البيع والهبة والقسمة، وتتابع ملفات الفريضة والإرث بين الورثة حتى إشهار العقود في المحافظة العقارية.',
  },
  {
    fullName: 'الأستاذ سفيان حاج',
    profession: 'lawyer',
    commune: 'مسعد',
    specializations: ['construction_law', 'rental_law'],
    languages: ['ar'],
    experienceYears: 9,
    chamber: 'منظمة المحامين لناحية الجلفة',
    bio: 'يتابع قضايا رخص البناء والمطابقة ونزاعات الإيجار بين الملاك والمستأجرين، ويقدّم استشارات قبل توقيع العقود لتفادي النزاع.',
  },
  {
    fullName: 'الأستاذ عبد القادر مسعودي',
    profession: 'bailiff',
    commune: 'حاسي بحبح',
    specializations: ['rental_law'],
    languages: ['ar', 'fr'],
    experienceYears: 20,
    chamber: 'الغرفة الجهوية للمحضرين القضائيين - الوسط',
    bio: 'محضر قضائي يحرر محاضر المعاينة والإنذارات وتنفيذ الأحكام في قضايا الإيجار والإخلاء، مع احترام آجال الإجراءات.',
  },
  {
    fullName: 'المهندس يوسف قويدري',
    profession: 'surveyor',
    commune: 'الجلفة',
    specializations: ['land_registry', 'construction_law'],
    languages: ['ar', 'fr'],
    experienceYears: 11,
    chamber: 'الغرفة الوطنية للمهندسين الخبراء العقاريين',
    bio: 'مهندس خبير عقاري يعدّ مخططات المسح وتحديد الحدود وتقسيم القطع، ويقدّر قيمة العقارات للبيع أو القسمة.',
  },
  {
    fullName: 'السيدة فاطمة الزهراء عمراني',
    profession: 'real_estate_consultant',
    commune: 'عين وسارة',
    specializations: ['co_ownership', 'rental_law'],
    languages: ['ar', 'fr', 'en'],
    experienceYears: 7,
    chamber: 'السجل التجاري - الجلفة',
    bio: 'مستشارة عقارية تساعد العائلات على اختيار السكن المناسب ومقارنة الأسعار، وتشرح قواعد الملكية المشتركة في العمارات.',
  },
  {
    fullName: 'الأستاذ محمد الأمين بلقاسم',
    profession: 'notary',
    commune: 'دار الشيوخ',
    specializations: ['real_estate_law', 'co_ownership'],
    languages: ['ar', 'tzm'],
    experienceYears: 18,
    chamber: 'الغرفة الجهوية للموثقين - الوسط',
    bio: 'موثق بخبرة طويلة في عقود الأراضي الفلاحية والعقارات الريفية، ويتابع ملفات التسوية في إطار المسح العام.',
  },
  {
    fullName: 'الأستاذة سارة زروقي',
    profession: 'lawyer',
    commune: 'الإدريسية',
    specializations: ['inheritance_law', 'co_ownership'],
    languages: ['ar', 'fr', 'en'],
    experienceYears: 6,
    chamber: 'منظمة المحامين لناحية الجلفة',
    bio: 'محامية تهتم بقضايا الميراث وقسمة العقارات المشاعة، وتسعى إلى الحلول الودية بين الورثة قبل اللجوء إلى القضاء.',
  },
];
