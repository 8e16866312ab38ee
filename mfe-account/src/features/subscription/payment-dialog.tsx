import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Radio, Result, Spin, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAYMENT_METHOD,
  formatDzd,
  MAX_UPLOAD_BYTES,
  PAYMENT_METHODS,
  planLabel,
  RECEIPT_MEDIA_TYPES,
  type PaymentInstructions,
  type PaymentMethod,
  type PaymentStart,
  type SubscriptionPlan,
} from 'shared-contracts';
import { apiErrorText, useFormErrors, useLanguage } from 'shared-contracts/react';
import { PaymentAccountsList } from './payment-accounts';
import { openPayment, refreshPayments, sendReceipt } from './plans-api';
import * as styles from './subscription.module.css';

interface ReceiptForm {
  transactionNumber: string;
}

/**
 * Upgrade: the amount and the request's own reference to write in the transfer,
 * where to pay by the chosen method (BaridiMob first), then the receipt and the transaction
 * number. The request then waits for an admin; nothing about the plan changes before that.
 */
export function PaymentDialog({ plan, onClose }: { plan: SubscriptionPlan; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [form] = Form.useForm<ReceiptForm>();
  const showErrors = useFormErrors();
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [opened, setOpened] = useState<PaymentInstructions | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    let current = true;
    // The page offers no purchase of the free plan, so `plan` is a paid one.
    openPayment({ plan: plan.name as PaymentStart['plan'], method: DEFAULT_PAYMENT_METHOD })
      .then((instructions) => current && setOpened(instructions))
      .catch((error: unknown) => current && setOpenError(apiErrorText(t, error)));
    return () => {
      current = false;
    };
  }, [plan.name, t]);

  const pick = (file: File) => {
    const allowed = (RECEIPT_MEDIA_TYPES as readonly string[]).includes(file.type);
    setReceiptError(!allowed ? t('payment.receiptType') : file.size > MAX_UPLOAD_BYTES ? t('payment.receiptSize', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }) : null);
    setReceipt(allowed && file.size <= MAX_UPLOAD_BYTES ? file : null);
    return false; // kept until Send: nothing is uploaded before the form is complete
  };

  const submit = async ({ transactionNumber }: ReceiptForm) => {
    if (!opened) return;
    if (!receipt) {
      setReceiptError(t('payment.receiptRequired'));
      return;
    }
    setSending(true);
    try {
      await sendReceipt(opened.payment.id, method, transactionNumber, receipt);
      await refreshPayments();
      setSent(true);
    } catch (error) {
      showErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  const title = t('payment.title', { plan: planLabel(plan.name, language) });
  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      {sent ? (
        <Result
          status="success"
          title={t('payment.sentTitle')}
          subTitle={t('payment.sentText')}
          extra={
            <Button type="primary" onClick={onClose}>
              {t('payment.close')}
            </Button>
          }
        />
      ) : openError ? (
        <Alert type="error" showIcon message={openError} />
      ) : !opened ? (
        <Spin />
      ) : (
        <div className={styles.payment} data-testid="payment-dialog">
          <p className={styles.amount}>
            {t('payment.amount')} <bdi data-testid="payment-amount">{formatDzd(opened.payment.amount, language)}</bdi>
          </p>
          <p>
            {t('payment.reference')}{' '}
            <bdi className={styles.reference} data-testid="payment-reference">
              {opened.payment.reference}
            </bdi>
          </p>
          <p className={styles.hint}>{t('payment.referenceHint')}</p>
          <Radio.Group value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)} aria-label={t('payment.method')} className={styles.methods}>
            {PAYMENT_METHODS.map((item) => (
              <Radio.Button key={item.value} value={item.value}>
                {item[language]}
              </Radio.Button>
            ))}
          </Radio.Group>
          <PaymentAccountsList method={method} accounts={opened.accounts} />
          <Form form={form} layout="vertical" onFinish={submit} className={styles.receiptForm} requiredMark={false}>
            <Form.Item
              name="transactionNumber"
              label={method === 'cash' ? t('payment.cashNumber') : t('payment.transactionNumber')}
              rules={[{ required: true, whitespace: true, message: t('payment.transactionRequired') }]}
            >
              <Input dir="ltr" autoComplete="off" maxLength={40} />
            </Form.Item>
            <Form.Item label={t('payment.receipt')} validateStatus={receiptError ? 'error' : undefined} help={receiptError ?? t('payment.receiptHint')} required>
              <Upload.Dragger
                accept={RECEIPT_MEDIA_TYPES.join(',')}
                maxCount={1}
                beforeUpload={pick}
                onRemove={() => setReceipt(null)}
                fileList={receipt ? [{ uid: 'receipt', name: receipt.name, status: 'done' }] : []}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p>{t('payment.receiptDrop')}</p>
              </Upload.Dragger>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={sending} block>
              {t('payment.send')}
            </Button>
          </Form>
        </div>
      )}
    </Modal>
  );
}
