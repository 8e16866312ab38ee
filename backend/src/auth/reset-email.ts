import type { Mail } from '../mail/mail.service.js';

/** The page of the shell that reads the token and asks for the new password. */
export const resetLink = (publicUrl: string, token: string): string => `${publicUrl}/auth/reset?token=${token}`;

/** An account an admin opened: the link sets its first password (a week to use it). */
export function invitationEmail(to: { email: string; firstName: string }, link: string): Mail {
  return {
    to: to.email,
    subject: 'دعوة إلى عقارات الجلفة — Your Djelfa Estates account',
    text: [
      `مرحبًا ${to.firstName}،`,
      '',
      'أنشأ لك فريق عقارات الجلفة حسابًا. افتح هذا الرابط خلال أسبوع لاختيار كلمة مرورك، ثم سجّل الدخول ببريدك الإلكتروني:',
      link,
      '',
      '—',
      '',
      `Hello ${to.firstName},`,
      '',
      'The Djelfa Estates team opened an account for you. Open this link within a week to choose your password, then sign in with your email:',
      link,
    ].join('\n'),
  };
}

/** One message in both languages: the account has no stored language to choose from. */
export function resetEmail(to: { email: string; firstName: string }, link: string): Mail {
  return {
    to: to.email,
    subject: 'إعادة تعيين كلمة المرور — Reset your password | عقارات الجلفة Djelfa Estates',
    text: [
      `مرحبًا ${to.firstName}،`,
      '',
      'طلبتَ إعادة تعيين كلمة مرور حسابك في عقارات الجلفة. افتح هذا الرابط خلال ساعة لاختيار كلمة مرور جديدة:',
      link,
      '',
      'إن لم تطلب ذلك فتجاهل هذه الرسالة: كلمة مرورك لم تتغير.',
      '',
      '—',
      '',
      `Hello ${to.firstName},`,
      '',
      'You asked to reset the password of your Djelfa Estates account. Open this link within an hour to choose a new password:',
      link,
      '',
      'If you did not ask for this, ignore this message: your password has not changed.',
    ].join('\n'),
  };
}
