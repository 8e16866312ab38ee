import { describe, expect, it } from '@jest/globals';
import { replyMail } from './reply-mail.js';

describe('the mail about a new reply', () => {
  const topic = { title: 'أرض في مسعد', url: 'https://djelfa.example/forum/7' };
  const stop = 'https://djelfa.example/api/forum/unwatch?token=ab12';

  it("is written in the watcher's language, names the topic and the replier, and links the topic and the stop link", () => {
    const arabic = replyMail({ email: 'a@example.dz', firstName: 'أمينة', language: 'ar', token: 'ab12' }, topic, 'كريم ب.', stop);
    expect(arabic).toMatchObject({ to: 'a@example.dz', subject: 'رد جديد: أرض في مسعد' });
    const english = replyMail({ email: 'b@example.dz', firstName: 'Karim', language: 'en', token: 'ab12' }, topic, 'Amina B.', stop);
    expect(english.subject).toBe('New reply: أرض في مسعد');
    for (const mail of [arabic, english]) {
      expect(mail.text).toContain(topic.url);
      expect(mail.text).toContain(stop);
    }
    expect(arabic.text).toContain('كريم ب.');
    expect(english.text).toContain('Amina B. replied');
  });
});
