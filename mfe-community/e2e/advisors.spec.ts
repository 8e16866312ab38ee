import { expect, test } from '@playwright/test';
import { ADMIN_TEXT, COMMUNITY_TEXT as TEXT, DEMO, FLOW, newMember, photo, signInAs, signOut } from 'test-support';

const ar = TEXT.ar;
const admin = ADMIN_TEXT.ar;

test('a notary applies, an admin verifies, the directory lists them; a member asks for a consultation and rates it', { tag: FLOW }, async ({ page }) => {
  const advisor = await newMember(page, 'Yacine');
  const name = `الأستاذ ياسين ${Date.now().toString(36)}`;
  await page.goto('/advisors/apply');
  await page.getByLabel(ar.apply.fields.fullName).fill(name);
  await page.getByRole('combobox', { name: ar.apply.fields.profession }).fill('موثق');
  await page.keyboard.press('Enter');
  await page.getByLabel(ar.apply.fields.registrationNumber).fill('CN-DJ-2019-0142');
  await page.getByLabel(ar.apply.fields.chamber).fill('الغرفة الجهوية للموثقين - الوسط');
  await page.getByRole('combobox', { name: ar.apply.fields.commune }).fill('مسعد');
  await page.keyboard.press('Enter');
  await page.getByLabel(ar.apply.fields.phone).fill('0661 23 45 67');
  await page.getByRole('combobox', { name: ar.apply.fields.specializations }).fill('القانون العقاري');
  await page.keyboard.press('Enter');
  await page.getByLabel(ar.apply.fields.bio).fill('موثق منذ 2019 في مسعد، أحرّر عقود البيع والهبة والقسمة وأرافق الزبائن في إجراءات الشهر العقاري.');
  await page.getByTestId('photo-input').setInputFiles(await photo('portrait.jpg', '#556677'));
  // Sent once the portrait is uploaded: its preview shows then (a busy clean-clone run sent the form before).
  await expect(page.getByRole('img', { name: ar.apply.fields.photo })).toBeVisible();
  await page.getByRole('button', { name: ar.apply.submit }).click();
  await expect(page.getByTestId('toaster')).toContainText(ar.apply.sent);
  await expect(page.getByText(ar.apply.status.pending)).toBeVisible();

  // Not listed until an admin has checked the registration number.
  await page.goto(`/advisors?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(ar.advisors.empty)).toBeVisible();
  const { id } = (await (await page.request.get('/api/user/advisor-profile')).json()) as { id: number };
  await signOut(page);
  // An admin checks the registration number and verifies the application.
  await signInAs(page, DEMO.admin);
  await page.goto('/advisors');
  await page.getByRole('link', { name: ar.moderationQueue }).click();
  const application = page.getByTestId('queue-advisors').getByRole('row').filter({ hasText: name });
  await expect(application).toContainText('CN-DJ-2019-0142');
  await application.getByRole('button', { name: admin.moderation.verify }).click();
  await expect(page.getByTestId('toaster')).toContainText(admin.moderation.advisorVerified);
  await expect(application).toHaveCount(0);
  await signOut(page);

  await page.goto(`/advisors?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId('advisor-card').filter({ hasText: name });
  await expect(card).toContainText(ar.advisors.verified);

  // A member asks for a consultation.
  const client = await newMember(page, 'Sara');
  await page.reload();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByLabel(ar.consult.subject).fill('قسمة منزل موروث');
  await page.getByLabel(ar.consult.message).fill('ورثنا منزلاً في مسعد ونريد قسمته بين أربعة إخوة، ما الإجراءات؟');
  await page.getByLabel(ar.consult.phone).fill('0770 11 22 33');
  await page.getByRole('button', { name: ar.consult.send }).click();
  await expect(page.getByTestId('toaster')).toContainText(ar.consult.sent);

  // The advisor accepts, then completes it.
  await signOut(page);
  await signInAs(page, advisor);
  await page.goto('/advisors/requests?tab=received');
  const received = page.getByTestId('received-request').filter({ hasText: 'قسمة منزل موروث' });
  await received.getByRole('button', { name: ar.requests.actions.accepted }).click();
  // The status itself: the button 'mark as completed' holds the word 'completed' too.
  await expect(received.getByTestId('request-status')).toHaveText(ar.requests.status.accepted);
  await received.getByRole('button', { name: ar.requests.actions.completed }).click();
  await expect(received.getByTestId('request-status')).toHaveText(ar.requests.status.completed);

  // The client rates it, once.
  await signOut(page);
  await signInAs(page, client);
  await page.goto('/advisors/requests');
  const sent = page.getByTestId('sent-request').filter({ hasText: 'قسمة منزل موروث' });
  await expect(sent.getByTestId('request-status')).toHaveText(ar.requests.status.completed);
  await sent.getByRole('radio').nth(4).click();
  await sent.getByRole('button', { name: ar.requests.rate }).click();
  await expect(page.getByTestId('toaster')).toContainText(ar.requests.rated);
  await expect(sent.getByRole('button', { name: ar.requests.rate })).toHaveCount(0);
  await page.goto(`/advisors/${id}`);
  await expect(page.getByText(/5\.0 \/ 5/)).toBeVisible();
});

test('the directory says it is not an endorsement, in both languages', async ({ page }) => {
  await page.goto('/advisors');
  await expect(page.getByRole('note')).toHaveText(ar.advisors.neutralNote);
  await expect(page.getByTestId('advisor-card').first()).toBeVisible();
  await page.evaluate(() => localStorage.setItem('djelfa-estates.language', 'en'));
  await page.reload();
  await expect(page.getByRole('note')).toHaveText(TEXT.en.advisors.neutralNote);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
