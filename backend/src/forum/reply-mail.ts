import type { Mail } from '../mail/mail.service.js';

export interface Watcher {
  email: string;
  firstName: string;
  language: string;
  token: string;
}

/** A watcher's mail about a new reply, in their language, with the link that stops these mails in one click. */
export function replyMail(watcher: Watcher, topic: { title: string; url: string }, replierName: string, stopUrl: string): Mail {
  return watcher.language === 'en'
    ? {
        to: watcher.email,
        subject: `New reply: ${topic.title}`,
        text: `Hello ${watcher.firstName},\n\n${replierName} replied in "${topic.title}".\n${topic.url}\n\nStop these emails for this topic: ${stopUrl}`,
      }
    : {
        to: watcher.email,
        subject: `رد جديد: ${topic.title}`,
        text: `مرحباً ${watcher.firstName}،\n\nردّ ${replierName} في موضوع «${topic.title}».\n${topic.url}\n\nلإيقاف هذه الرسائل عن هذا الموضوع: ${stopUrl}`,
      };
}
