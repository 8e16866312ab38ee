import { Alert, Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, can, COMMUNES, OWNERSHIP_DOCUMENTS, PROPERTY_TYPES, PURPOSES, type DashboardStats, type DraftOwner, type ListingDraft } from 'shared-contracts';
import { apiErrorText, fieldErrorText, toast, useLanguage, useSession } from 'shared-contracts/react';
import { DRAFTS_URL, publishDraft, refreshOwnerData, STATS_URL } from '../../api/listings-api';
import { EMPTY_VALUES, formFieldOf, toDraftForm, type EditorValues } from './editor-values';
import { PhotoUploader } from './photo-uploader';
import { PriceField } from './price-field';
import { SaveState } from './save-state';
import { backup, scopeOf, useDraftAutosave } from './use-draft-autosave';
import { YoutubeField } from './youtube-field';
import * as styles from './editor-form.module.css';

interface EditorFormProps {
  values: EditorValues;
  draftId: number | null;
  propertyId: number | null;
  /** The member an admin writes for: named above the form, and where Close and Publish lead back to the back-office. */
  forOwner: DraftOwner | null;
  restored: boolean;
}

/** Every field of the property form in both languages, saved as a draft as it is typed. */
export function EditorForm({ values, draftId, propertyId, forOwner, restored }: EditorFormProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { user } = useSession();
  const { data: stats } = useSWR<DashboardStats>(STATS_URL);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [form] = Form.useForm<EditorValues>();
  const [problem, setProblem] = useState<unknown>(null);
  const [publishing, setPublishing] = useState(false);
  const backTo = forOwner ? '/admin/properties' : '/dashboard/listings';
  const autosave = useDraftAutosave(draftId, propertyId, forOwner?.id, (draft: ListingDraft) => {
    if (propertyId !== null) return;
    // The new listing's draft is in the URL, so a reload goes on with it.
    void mutate(`${DRAFTS_URL}/${draft.id}`, draft, { revalidate: false });
    void navigate(`/dashboard/listings/new?draft=${draft.id}`, { replace: true });
  });
  // antd hands the whole store (`true`) over untyped: it holds this form's values.
  const current = (): EditorValues => ({ ...EMPTY_VALUES, ...(form.getFieldsValue(true) as Partial<EditorValues>) });
  const saveDraft = () => autosave.save(toDraftForm(current()));
  // What this browser kept while the server could not be reached goes to the server now, once, when the form opens.
  const saveRestored = useEffectEvent(() => {
    if (restored) saveDraft();
  });
  useEffect(() => {
    saveRestored();
  }, []);
  // The plan as admins set it (the server checks it again).
  const canFeature = can(user?.role, 'properties.manage') || (stats?.planCanFeature ?? false);
  const options = (list: readonly { value: string; ar: string; en: string }[]) => list.map((item) => ({ value: item.value, label: item[language] }));

  const publish = async () => {
    setProblem(null);
    setPublishing(true);
    try {
      saveDraft();
      const id = await autosave.flush();
      if (id === null) return;
      const published = await publishDraft(id);
      backup.clear(scopeOf(id, propertyId));
      await refreshOwnerData();
      toast({
        title: t(published.status === 'pending' ? 'editor.sentForReview' : forOwner ? 'editor.publishedForMember' : propertyId === null ? 'editor.published' : 'editor.saved'),
      });
      void navigate(backTo);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      if (fields.length > 0) {
        form.setFields(fields.map((field) => ({ name: formFieldOf(field.field), errors: [fieldErrorText(t, field)] })));
        form.scrollToField(formFieldOf(fields[0].field), { block: 'center' });
      }
      setProblem(error);
    } finally {
      setPublishing(false);
    }
  };

  return (
    <Form<EditorValues> form={form} layout="vertical" initialValues={values} onValuesChange={saveDraft} className={styles.form} data-testid="listing-editor">
      {forOwner ? (
        <Alert
          type="warning"
          showIcon
          data-testid="for-member"
          title={t(propertyId === null ? 'editor.forMember' : 'editor.memberListing')}
          description={
            <>
              <bdi>{forOwner.name}</bdi>
              {forOwner.username && (
                <>
                  {' · '}
                  <bdi dir="ltr">@{forOwner.username}</bdi>
                </>
              )}
            </>
          }
          className={styles.notice}
        />
      ) : null}
      {restored ? <Alert type="info" showIcon title={t('editor.restored')} className={styles.notice} /> : null}
      <section className={styles.section}>
        <h2>{t('editor.sections.photos')}</h2>
        <Form.Item name="images" noStyle>
          <PhotoUploader />
        </Form.Item>
      </section>
      <section className={styles.section}>
        <h2>{t('editor.sections.basics')}</h2>
        <div className={styles.pair}>
          <Form.Item name="priceType" label={t('editor.fields.priceType')}>
            <Select options={options(PURPOSES)} />
          </Form.Item>
          <Form.Item name="propertyType" label={t('editor.fields.propertyType')}>
            <Select options={options(PROPERTY_TYPES)} showSearch={{ optionFilterProp: 'label' }} placeholder={t('editor.choose')} />
          </Form.Item>
        </div>
        <Form.Item name="title" label={t('editor.fields.title')}>
          <Input maxLength={150} showCount />
        </Form.Item>
        <Form.Item name="titleEn" label={t('editor.fields.titleEn')} extra={t('editor.optionalEnglish')}>
          <Input maxLength={150} dir="ltr" lang="en" />
        </Form.Item>
        <Form.Item name="description" label={t('editor.fields.description')}>
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('editor.fields.descriptionEn')} extra={t('editor.optionalEnglish')}>
          <Input.TextArea rows={4} maxLength={5000} dir="ltr" lang="en" />
        </Form.Item>
      </section>
      <section className={styles.section}>
        <h2>{t('editor.sections.price')}</h2>
        <PriceField onCorrected={saveDraft} />
      </section>
      <section className={styles.section}>
        <h2>{t('editor.sections.place')}</h2>
        <Form.Item name="commune" label={t('editor.fields.commune')}>
          <Select options={options(COMMUNES)} showSearch={{ optionFilterProp: 'label' }} placeholder={t('editor.choose')} allowClear />
        </Form.Item>
        <Form.Item name="address" label={t('editor.fields.address')}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="addressEn" label={t('editor.fields.addressEn')} extra={t('editor.optionalEnglish')}>
          <Input maxLength={300} dir="ltr" lang="en" />
        </Form.Item>
      </section>
      <section className={styles.section}>
        <h2>{t('editor.sections.details')}</h2>
        <div className={styles.triple}>
          <Form.Item name="area" label={t('editor.fields.area')}>
            <InputNumber min={1} max={99999999} className={styles.number} suffix={t('editor.squareMetres')} />
          </Form.Item>
          <Form.Item name="bedrooms" label={t('editor.fields.bedrooms')}>
            <InputNumber min={0} max={100} precision={0} className={styles.number} />
          </Form.Item>
          <Form.Item name="bathrooms" label={t('editor.fields.bathrooms')}>
            <InputNumber min={0} max={100} precision={0} className={styles.number} />
          </Form.Item>
        </div>
        <Form.Item name="ownershipDocument" label={t('editor.fields.ownershipDocument')} extra={t('editor.documentHint')}>
          <Select options={options(OWNERSHIP_DOCUMENTS)} showSearch={{ optionFilterProp: 'label' }} placeholder={t('editor.noDocument')} allowClear />
        </Form.Item>
        <Form.Item name="features" label={t('editor.fields.features')} extra={t('editor.tagsHint')}>
          <Select mode="tags" tokenSeparators={[',', '،']} open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item name="featuresEn" label={t('editor.fields.featuresEn')} extra={t('editor.optionalEnglish')}>
          <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
        </Form.Item>
        <YoutubeField />
        <Form.Item name="isFeatured" valuePropName="checked" extra={canFeature ? undefined : t('editor.featureNotInPlan')}>
          <Checkbox disabled={!canFeature}>{t('editor.fields.isFeatured')}</Checkbox>
        </Form.Item>
      </section>
      {problem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="publish-problem"
          title={apiErrorText(t, problem)}
          action={problem instanceof ApiError && problem.code === 'PLAN_LIMIT_REACHED' ? <Link to="/subscription">{t('listings.seePlans')}</Link> : undefined}
          className={styles.notice}
        />
      ) : null}
      <div className={styles.bar}>
        <SaveState status={autosave.status} />
        <Button onClick={() => navigate(backTo)}>{t('editor.close')}</Button>
        <Button type="primary" loading={publishing} onClick={publish} data-testid="publish">
          {propertyId === null ? t('editor.publish') : t('editor.saveChanges')}
        </Button>
      </div>
    </Form>
  );
}
