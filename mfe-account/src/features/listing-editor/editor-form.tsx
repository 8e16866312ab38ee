import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, can, COMMUNES, DEFAULT_PURPOSE, OWNERSHIP_DOCUMENTS, PROPERTY_TYPES, PURPOSES, type DashboardStats, type DraftOwner, type ListingDraft } from 'shared-contracts';
import { apiErrorText, fieldErrorText, toast, useSession } from 'shared-contracts/react';
import { DRAFTS_URL, publishDraft, refreshOwnerData, STATS_URL } from '../../api/listings-api';
import { Button } from '../../components/button';
import { controlProps, Field, FieldError, FieldHint } from '../../components/field';
import { Notice } from '../../components/notice';
import { NumberInput } from '../../components/number-input';
import { TagsInput } from '../../components/tags-input';
import { ContactModeField } from './contact-mode-field';
import { formFieldOf, toDraftForm, type EditorValues } from './editor-values';
import { editorErrorKey } from './listing-point';
import { LocationField } from './location-field';
import { PhotoUploader } from './photo-uploader';
import { PriceField } from './price-field';
import { SaveState } from './save-state';
import { ListSelect, TextField } from './text-fields';
import { backup, scopeOf, useDraftAutosave } from './use-draft-autosave';
import { useEditorForm, type FieldErrors } from './use-editor-form';
import { YoutubeField } from './youtube-field';
import * as fields from '../../components/fields.module.css';
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
export function EditorForm({ values: initial, draftId, propertyId, forOwner, restored }: EditorFormProps) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const { data: stats } = useSWR<DashboardStats>(STATS_URL);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [problem, setProblem] = useState<unknown>(null);
  const [publishing, setPublishing] = useState(false);
  const backTo = forOwner ? '/admin/properties' : '/dashboard/listings';
  const autosave = useDraftAutosave(draftId, propertyId, forOwner?.id, (draft: ListingDraft) => {
    if (propertyId !== null) return;
    // The new listing's draft is in the URL, so a reload goes on with it.
    void mutate(`${DRAFTS_URL}/${draft.id}`, draft, { revalidate: false });
    void navigate(`/dashboard/listings/new?draft=${draft.id}`, { replace: true });
  });
  const form = useEditorForm(initial, (changed) => autosave.save(toDraftForm(changed)));
  const { values, errors, set, idOf } = form;
  const saveDraft = () => autosave.save(toDraftForm(form.current()));
  // What this browser kept while the server could not be reached goes to the server now, once, when the form opens.
  const saveRestored = useEffectEvent(() => {
    if (restored) saveDraft();
  });
  useEffect(() => {
    saveRestored();
  }, []);
  // The plan as admins set it (the server checks it again).
  const canFeature = can(user?.role, 'properties.manage') || (stats?.planCanFeature ?? false);
  /** The props of a text field bound to the form. */
  const text = (name: 'title' | 'titleEn' | 'description' | 'descriptionEn' | 'address' | 'addressEn') => ({
    id: idOf(name),
    label: t(`editor.fields.${name}`),
    error: errors[name],
    value: values[name],
    onChange: (value: string) => set(name, value),
  });
  const english = { dir: 'ltr', lang: 'en', hint: t('editor.optionalEnglish') } as const;
  const featured = { error: errors.isFeatured, hint: canFeature ? undefined : t('editor.featureNotInPlan') };

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
      const wrong = error instanceof ApiError ? error.fields : [];
      if (wrong.length > 0) {
        const next: FieldErrors = {};
        for (const field of wrong) {
          const own = editorErrorKey(field);
          next[formFieldOf(field.field)] ??= own ? t(own) : fieldErrorText(t, field);
        }
        form.showErrors(next, formFieldOf(wrong[0].field));
      }
      setProblem(error);
    } finally {
      setPublishing(false);
    }
  };

  return (
    <form className={styles.form} data-testid="listing-editor" noValidate onSubmit={(event) => event.preventDefault()}>
      {forOwner ? (
        <Notice tone="warning" testId="for-member" title={t(propertyId === null ? 'editor.forMember' : 'editor.memberListing')}>
          <bdi>{forOwner.name}</bdi>
          {forOwner.username && (
            <>
              {' · '}
              <bdi dir="ltr">@{forOwner.username}</bdi>
            </>
          )}
        </Notice>
      ) : null}
      {restored ? <Notice tone="info" title={t('editor.restored')} /> : null}
      <section className={styles.section}>
        <h2>{t('editor.sections.photos')}</h2>
        <PhotoUploader id={idOf('images')} error={errors.images} value={values.images} onChange={(urls) => set('images', urls)} />
      </section>
      <section className={styles.section}>
        <h2>{t('editor.sections.basics')}</h2>
        <div className={styles.pair}>
          <ListSelect
            id={idOf('priceType')}
            label={t('editor.fields.priceType')}
            error={errors.priceType}
            list={PURPOSES}
            value={values.priceType}
            onChange={(value) => set('priceType', value ?? DEFAULT_PURPOSE)}
          />
          <ListSelect
            id={idOf('propertyType')}
            label={t('editor.fields.propertyType')}
            error={errors.propertyType}
            list={PROPERTY_TYPES}
            empty={t('editor.choose')}
            value={values.propertyType}
            onChange={(value) => set('propertyType', value)}
          />
        </div>
        <TextField {...text('title')} maxLength={150} counted />
        <TextField {...text('titleEn')} {...english} maxLength={150} />
        <TextField {...text('description')} rows={6} maxLength={5000} counted />
        <TextField {...text('descriptionEn')} {...english} rows={4} maxLength={5000} />
      </section>
      <section className={styles.section}>
        <h2>{t('editor.sections.price')}</h2>
        <PriceField form={form} />
      </section>
      <section className={styles.section}>
        <h2>{t('editor.sections.place')}</h2>
        <ListSelect
          id={idOf('commune')}
          label={t('editor.fields.commune')}
          error={errors.commune}
          list={COMMUNES}
          empty={t('editor.choose')}
          emptyChosen
          value={values.commune}
          onChange={(value) => set('commune', value)}
        />
        <TextField {...text('address')} maxLength={300} />
        <TextField {...text('addressEn')} {...english} maxLength={300} />
      </section>
      <LocationField form={form} />
      <section className={styles.section}>
        <h2>{t('editor.sections.details')}</h2>
        <div className={styles.triple}>
          <Field id={idOf('area')} label={t('editor.fields.area')} error={errors.area}>
            {(control) => <NumberInput control={control} value={values.area} onChange={(value) => set('area', value)} suffix={t('editor.squareMetres')} />}
          </Field>
          <Field id={idOf('bedrooms')} label={t('editor.fields.bedrooms')} error={errors.bedrooms}>
            {(control) => <NumberInput control={control} whole value={values.bedrooms} onChange={(value) => set('bedrooms', value)} />}
          </Field>
          <Field id={idOf('bathrooms')} label={t('editor.fields.bathrooms')} error={errors.bathrooms}>
            {(control) => <NumberInput control={control} whole value={values.bathrooms} onChange={(value) => set('bathrooms', value)} />}
          </Field>
        </div>
        <ListSelect
          id={idOf('ownershipDocument')}
          label={t('editor.fields.ownershipDocument')}
          hint={t('editor.documentHint')}
          error={errors.ownershipDocument}
          list={OWNERSHIP_DOCUMENTS}
          empty={t('editor.noDocument')}
          emptyChosen
          value={values.ownershipDocument}
          onChange={(value) => set('ownershipDocument', value)}
        />
        <Field id={idOf('features')} label={t('editor.fields.features')} hint={t('editor.tagsHint')} error={errors.features}>
          {(control) => <TagsInput control={control} separators={[',', '،']} value={values.features} onChange={(tags) => set('features', tags)} />}
        </Field>
        <Field id={idOf('featuresEn')} label={t('editor.fields.featuresEn')} hint={t('editor.optionalEnglish')} error={errors.featuresEn}>
          {(control) => <TagsInput control={control} separators={[',']} dir="ltr" lang="en" value={values.featuresEn} onChange={(tags) => set('featuresEn', tags)} />}
        </Field>
        <YoutubeField form={form} />
        <div className={fields.field}>
          <label className={fields.check}>
            <input
              type="checkbox"
              {...controlProps(idOf('isFeatured'), featured)}
              checked={values.isFeatured}
              disabled={!canFeature}
              onChange={(event) => set('isFeatured', event.target.checked)}
            />
            {t('editor.fields.isFeatured')}
          </label>
          <FieldHint id={idOf('isFeatured')} hint={featured.hint} />
          <FieldError id={idOf('isFeatured')} error={featured.error} />
        </div>
      </section>
      <section className={styles.section}>
        <h2>{t('editor.sections.contact')}</h2>
        {/* The number is the account's: an admin writing for a member is not told about their own. */}
        <ContactModeField form={form} noNumber={!forOwner && !user?.phone} />
      </section>
      {problem ? (
        <Notice
          tone="error"
          testId="publish-problem"
          title={apiErrorText(t, problem)}
          action={problem instanceof ApiError && problem.code === 'PLAN_LIMIT_REACHED' ? <Link to="/subscription">{t('listings.seePlans')}</Link> : undefined}
        />
      ) : null}
      <div className={styles.bar}>
        <SaveState status={autosave.status} />
        <Button onClick={() => navigate(backTo)}>{t('editor.close')}</Button>
        <Button look="primary" busy={publishing} onClick={publish} testId="publish">
          {propertyId === null ? t('editor.publish') : t('editor.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
