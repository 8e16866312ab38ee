import { localTitle, type ConversationListing } from 'shared-contracts';
import type { Mail } from '../mail/mail.service.js';

export interface MessageReceiver {
  email: string;
  firstName: string;
  language: string;
}

/**
 * The receiver's mail about a new message, in their language: who wrote, about which listing, and
 * the link to the conversation. Not the message itself: a mail is no place for a stranger's text.
 */
export function messageMail(receiver: MessageReceiver, senderName: string, listing: ConversationListing, links: { conversation: string; settings: string }): Mail {
  if (receiver.language === 'en') {
    const title = localTitle(listing, 'en');
    return {
      to: receiver.email,
      subject: `New message about "${title}"`,
      text: `Hello ${receiver.firstName},\n\n${senderName} sent you a message about "${title}".\nRead and answer it: ${links.conversation}\n\nYou can stop these emails in your settings: ${links.settings}`,
    };
  }
  const title = localTitle(listing, 'ar');
  return {
    to: receiver.email,
    subject: `رسالة جديدة عن «${title}»`,
    text: `مرحباً ${receiver.firstName}،\n\nأرسل إليك ${senderName} رسالة عن «${title}».\nاقرأها وردّ عليها: ${links.conversation}\n\nيمكنك إيقاف هذه الرسائل من إعداداتك: ${links.settings}`,
  };
}
