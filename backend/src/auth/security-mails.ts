import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { UserRow } from '../users/user-row.js';

/** A change to how the account is signed into, which its owner must hear of wherever it was made. */
export type SecurityChange = 'password' | 'twoFactorOn' | 'twoFactorOff';

const WHAT = {
  ar: { password: 'تغيّرت كلمة مرور حسابك', twoFactorOn: 'فُعّل التحقق بخطوتين في حسابك', twoFactorOff: 'أُوقف التحقق بخطوتين في حسابك' },
  en: { password: 'Your password was changed', twoFactorOn: 'Two-step sign-in was turned on for your account', twoFactorOff: 'Two-step sign-in was turned off for your account' },
} as const;

/**
 * Tells the owner, in their language, that the password or two-step sign-in changed: a thief who
 * holds a session and the password is then seen by the owner, who can take the account back by
 * resetting the password (which ends every session).
 */
@Injectable()
export class SecurityMails {
  constructor(
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly queue: MailQueue,
  ) {}

  async changed(user: Pick<UserRow, 'email' | 'firstName' | 'language'>, change: SecurityChange): Promise<void> {
    const reset = `${this.app.publicUrl}/auth?view=forgot`;
    const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
    await this.queue.enqueue(
      user.language === 'en'
        ? {
            to: user.email,
            subject: `${WHAT.en[change]} | Djelfa Estates`,
            text: `Hello ${user.firstName},\n\n${WHAT.en[change]} on ${when} UTC.\n\nIf it was you, there is nothing to do. If it was not, reset your password now: every device is then signed out.\n${reset}`,
          }
        : {
            to: user.email,
            subject: `${WHAT.ar[change]} | عقارات الجلفة`,
            text: `مرحباً ${user.firstName}،\n\n${WHAT.ar[change]} في ${when} (بتوقيت UTC).\n\nإن كنت أنت فلا شيء عليك. وإن لم تكن أنت فأعد تعيين كلمة المرور الآن: يُسجَّل خروج كل الأجهزة.\n${reset}`,
          },
    );
  }
}
