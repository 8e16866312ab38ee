import { Alert, Button, Form, Input, InputNumber, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ADVISOR_LANGUAGES, ADVISOR_PROFESSIONS, ADVISOR_SPECIALIZATIONS, COMMUNES, TAG_COLOURS, type AdvisorApplication } from 'shared-contracts';
import { PageHero, toast, useFormErrors, useLanguage, useSession } from 'shared-contracts/react';
import { PhotoField } from '../../components/photo-field';
import { SignInLink } from '../../components/sign-in-link';
import * as styles from '../../components/community.module.css';
import { fetchOwnProfile, OWN_PROFILE_URL, saveProfile } from './own-profile';

const STATUS_COLOURS = { pending: TAG_COLOURS.orange, verified: TAG_COLOURS.green, rejected: TAG_COLOURS.red } as const;

/**
 * /advisors/apply: a professional asks to be listed. The profile is public only once an admin
 * has checked the registration number with the bar or chamber; then it carries Verified.
 */
export function AdvisorApplyPage() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { user, isLoading } = useSession();
  const own = useSWR(user ? OWN_PROFILE_URL : null, fetchOwnProfile);
  const [form] = Form.useForm<AdvisorApplication>();
  const [sending, setSending] = useState(false);
  const showErrors = useFormErrors();
  const options = (list: readonly { value: string; ar: string; en: string }[]) => list.map((item) => ({ value: item.value, label: item[language] }));
  const profile = own.data ?? null;

  const send = async (values: AdvisorApplication) => {
    setSending(true);
    try {
      const saved = await saveProfile(!!profile, values);
      await own.mutate(saved, { revalidate: false });
      toast({ title: profile ? t('apply.updated') : t('apply.sent') });
    } catch (error) {
      showErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  const title = t('apply.title');
  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, { label: t('advisors.title'), to: '/advisors' }, { label: title }];
  return (
    <>
      <PageHero title={title} subtitle={t('apply.subtitle')} crumbs={crumbs} />
      <div className={styles.page} style={{ maxInlineSize: 820 }}>
        {isLoading || (user && own.data === undefined && !own.error) ? null : !user ? (
          <Alert type="info" showIcon title={t('apply.signInFirst')} action={<SignInLink label={t('list.signIn')} />} />
        ) : (
          <>
            {profile ? (
              <Alert
                type={profile.status === 'rejected' ? 'error' : 'info'}
                showIcon
                style={{ marginBlockEnd: 20 }}
                title={
                  <span>
                    {t('apply.statusLabel')} <Tag color={STATUS_COLOURS[profile.status]}>{t(`apply.status.${profile.status}`)}</Tag>
                  </span>
                }
                description={profile.adminNote ? <span dir="auto">{profile.adminNote}</span> : t(`apply.statusHelp.${profile.status}`)}
              />
            ) : (
              <p className={styles.note}>{t('apply.checkNote')}</p>
            )}
            <Form
              form={form}
              layout="vertical"
              initialValues={profile ?? { languages: ['ar'], specializations: [], experienceYears: 0 }}
              onFinish={(values) => void send(values)}
              requiredMark="optional"
            >
              <Form.Item name="fullName" label={t('apply.fields.fullName')} rules={[{ required: true, whitespace: true, message: t('apply.required') }, { max: 100 }]}>
                <Input maxLength={100} dir="auto" autoComplete="name" />
              </Form.Item>
              <Form.Item name="profession" label={t('apply.fields.profession')} rules={[{ required: true, message: t('apply.required') }]}>
                <Select showSearch={{ optionFilterProp: 'label' }} aria-label={t('apply.fields.profession')} options={options(ADVISOR_PROFESSIONS)} />
              </Form.Item>
              <Form.Item
                name="registrationNumber"
                label={t('apply.fields.registrationNumber')}
                extra={t('apply.registrationHint')}
                rules={[{ required: true, whitespace: true, message: t('apply.required') }, { max: 60 }]}
              >
                <Input maxLength={60} dir="ltr" />
              </Form.Item>
              <Form.Item name="chamber" label={t('apply.fields.chamber')} rules={[{ required: true, whitespace: true, message: t('apply.required') }, { max: 120 }]}>
                <Input maxLength={120} dir="auto" />
              </Form.Item>
              <Form.Item name="commune" label={t('apply.fields.commune')} rules={[{ required: true, message: t('apply.required') }]}>
                <Select showSearch={{ optionFilterProp: 'label' }} aria-label={t('apply.fields.commune')} options={options(COMMUNES)} />
              </Form.Item>
              <Form.Item name="officeAddress" label={t('apply.fields.officeAddress')} rules={[{ max: 200 }]}>
                <Input maxLength={200} dir="auto" />
              </Form.Item>
              <Form.Item name="phone" label={t('apply.fields.phone')} rules={[{ required: true, message: t('apply.required') }]}>
                <Input dir="ltr" inputMode="tel" autoComplete="tel" />
              </Form.Item>
              <Form.Item name="specializations" label={t('apply.fields.specializations')} rules={[{ required: true, type: 'array', min: 1, message: t('apply.required') }]}>
                <Select
                  mode="multiple"
                  showSearch={{ optionFilterProp: 'label' }}
                  maxCount={5}
                  aria-label={t('apply.fields.specializations')}
                  options={options(ADVISOR_SPECIALIZATIONS)}
                />
              </Form.Item>
              <Form.Item name="languages" label={t('apply.fields.languages')} rules={[{ required: true, type: 'array', min: 1, message: t('apply.required') }]}>
                <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} aria-label={t('apply.fields.languages')} options={options(ADVISOR_LANGUAGES)} />
              </Form.Item>
              <Form.Item name="experienceYears" label={t('apply.fields.experienceYears')} rules={[{ required: true, message: t('apply.required') }]}>
                <InputNumber min={0} max={60} />
              </Form.Item>
              <Form.Item name="bio" label={t('apply.fields.bio')} rules={[{ required: true, whitespace: true, message: t('apply.required') }, { min: 50 }, { max: 2000 }]}>
                <Input.TextArea rows={6} maxLength={2000} showCount dir="auto" />
              </Form.Item>
              <Form.Item name="photo" label={t('apply.fields.photo')}>
                <PhotoField labels={{ alt: t('apply.fields.photo'), add: t('apply.photo.add'), replace: t('apply.photo.replace') }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={sending}>
                {profile ? t('apply.update') : t('apply.submit')}
              </Button>
            </Form>
          </>
        )}
      </div>
    </>
  );
}
