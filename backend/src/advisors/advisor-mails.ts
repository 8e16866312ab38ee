import { Inject, Injectable } from '@nestjs/common';
import type { AdvisorRequestStatus, OwnAdvisorProfile } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MailQueue } from '../mail/mail-queue.js';

interface Recipient {
  email: string;
  firstName: string;
  language: 'ar' | 'en';
}

const STATUS_WORDS: Record<'ar' | 'en', Record<AdvisorRequestStatus, string>> = {
  ar: { new: 'جديد', accepted: 'مقبول', completed: 'مكتمل', declined: 'مرفوض' },
  en: { new: 'new', accepted: 'accepted', completed: 'completed', declined: 'declined' },
};

/** The directory's mails, in each recipient's language, through the job queue. */
@Injectable()
export class AdvisorMails {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: MailQueue,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async verified(userId: number, profile: OwnAdvisorProfile): Promise<void> {
    const to = await this.recipient(userId);
    if (!to) return;
    const listed = profile.status === 'verified';
    const link = `${this.app.publicUrl}/advisors/${listed ? profile.id : 'apply'}`;
    const note = profile.adminNote ? `\n\n${profile.adminNote}` : '';
    await this.queue.enqueue(
      to.language === 'en'
        ? {
            to: to.email,
            subject: listed ? 'Your profile is in the directory' : 'Your directory application',
            text: `Hello ${to.firstName},\n\n${listed ? 'We checked your registration number: your profile is now public, with the Verified badge.' : 'We could not confirm your registration number. Correct your details and send them again.'}${note}\n\n${link}`,
          }
        : {
            to: to.email,
            subject: listed ? 'ملفك ظاهر في الدليل' : 'طلب الإدراج في الدليل',
            text: `مرحباً ${to.firstName}،\n\n${listed ? 'تحققنا من رقم تسجيلك: ملفك ظاهر الآن في الدليل بشارة «موثّق».' : 'لم نتمكن من تأكيد رقم تسجيلك. صحّح معلوماتك ثم أرسلها من جديد.'}${note}\n\n${link}`,
          },
    );
  }

  /** To the advisor: who asks, about what, and where to answer. */
  async requested(advisorUserId: number | null, subject: string, requesterName: string): Promise<void> {
    const to = advisorUserId ? await this.recipient(advisorUserId) : null;
    if (!to) return;
    const link = `${this.app.publicUrl}/advisors/requests?tab=received`;
    await this.queue.enqueue(
      to.language === 'en'
        ? {
            to: to.email,
            subject: `New consultation request: ${subject}`,
            text: `Hello ${to.firstName},\n\n${requesterName} asks for a consultation: "${subject}".\n\nAnswer it here: ${link}`,
          }
        : {
            to: to.email,
            subject: `طلب استشارة جديد: ${subject}`,
            text: `مرحباً ${to.firstName}،\n\nيطلب ${requesterName} استشارة بعنوان «${subject}».\n\nأجب عنه من هنا: ${link}`,
          },
    );
  }

  /** To the requester: the advisor's answer. */
  async statusChanged(requesterId: number, subject: string, status: AdvisorRequestStatus): Promise<void> {
    const to = await this.recipient(requesterId);
    if (!to) return;
    const link = `${this.app.publicUrl}/advisors/requests`;
    const word = STATUS_WORDS[to.language][status];
    await this.queue.enqueue(
      to.language === 'en'
        ? { to: to.email, subject: `Your consultation request is ${word}`, text: `Hello ${to.firstName},\n\nYour request "${subject}" is now ${word}.\n\n${link}` }
        : { to: to.email, subject: `طلب الاستشارة: ${word}`, text: `مرحباً ${to.firstName}،\n\nحالة طلبك «${subject}» الآن: ${word}.\n\n${link}` },
    );
  }

  private async recipient(userId: number): Promise<Recipient | null> {
    const [row] = await rowsOf(
      this.dataSource,
      db
        .selectFrom('users')
        .select(['email', 'first_name as firstName', 'language'])
        .where('id', '=', userId)
        .where((user) => user.ref('is_active'))
        .$narrowType<Pick<Recipient, 'language'>>(),
    );
    return row ?? null;
  }
}
