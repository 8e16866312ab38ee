import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage, useToastStore } from 'shared-contracts/react';
import { fakeApiForEachTest } from 'test-support/components';
import { renderInArea } from 'test-support/components';
import { ConsultForm } from './consult-form';

const api = fakeApiForEachTest('ar');
beforeEach(() => {
  useToastStore.setState({ current: null });
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ConsultForm', () => {
  it('asks for a subject, a question and, for a call, a phone number, in Arabic and right to left', async () => {
    renderInArea(<ConsultForm advisorId={4} />);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('radio', { name: 'مكالمة هاتفية' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(screen.getAllByText('هذا الحقل مطلوب.')).toHaveLength(3));
    expect(api.sent).toEqual([]);
  });

  it('drops the phone number when the advisor is to answer by email, and says where the answer will come', async () => {
    api.answer('POST /api/advisors/4/requests', { status: 201, body: { id: 90 } });
    renderInArea(<ConsultForm advisorId={4} />);
    fireEvent.click(screen.getByRole('radio', { name: 'البريد الإلكتروني' }));
    await waitFor(() => expect(screen.queryByLabelText('رقم هاتفك')).toBeNull());
    type('الموضوع', 'قسمة تركة');
    type('سؤالك', 'كيف تقسم قطعة أرض موروثة بين أربعة إخوة؟');
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(api.sent).toEqual([
      { method: 'POST', url: '/api/advisors/4/requests', body: { subject: 'قسمة تركة', message: 'كيف تقسم قطعة أرض موروثة بين أربعة إخوة؟', preferredChannel: 'email' } },
    ]);
    expect(screen.getByRole('link', { name: 'طلبات الاستشارة الخاصة بي' }).getAttribute('href')).toBe('/advisors/requests');
    expect(useToastStore.getState().current?.title).toBe('تم إرسال طلبك بنجاح');
  });

  it('sends the phone number for a call, and refuses a question too short to answer, in English', async () => {
    await act(() => setLanguage('en'));
    api.answer('POST /api/advisors/4/requests', { status: 201, body: { id: 91 } });
    renderInArea(<ConsultForm advisorId={4} />);
    expect(document.documentElement.dir).toBe('ltr');
    type('Subject', 'Land title');
    type('Your question', 'Is it valid?');
    type('Your phone number', '0555123456');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(/at least 20 characters/)).toBeTruthy();
    expect(api.sent).toEqual([]);

    type('Your question', 'Is a notarised deed enough to sell this plot?');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await screen.findByRole('status');
    expect(api.sent[0]?.body).toEqual({ subject: 'Land title', message: 'Is a notarised deed enough to sell this plot?', preferredChannel: 'phone', phone: '0555123456' });
  });
});
