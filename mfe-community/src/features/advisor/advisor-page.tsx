import { Avatar, List, Rate, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ADVISOR_LANGUAGES, ADVISOR_PROFESSIONS, ADVISOR_SPECIALIZATIONS, COMMUNES, formatDay, labelOf, TAG_COLOURS, type AdvisorProfile } from 'shared-contracts';
import { PageHero, useLanguage, useSession } from 'shared-contracts/react';
import { DetailStates } from '../../components/page-states';
import { SignInLink } from '../../components/sign-in-link';
import * as styles from '../../components/community.module.css';
import { fetchRatings } from '../../lib/fetch-pages';
import { ConsultForm } from './consult-form';

/** /advisors/:id: the advisor's profile, their ratings, and a consultation request. */
export function AdvisorPage() {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data: advisor, error, mutate } = useSWR<AdvisorProfile, unknown>(`/api/advisors/${encodeURIComponent(id)}`);
  const ratings = useSWR(advisor ? [`/api/advisors/${advisor.id}/ratings?pageSize=10`, 'page'] : null, fetchRatings);

  if (!advisor) return <DetailStates error={error} onRetry={() => void mutate()} missing={t('advisor.notFound')} back={{ to: '/advisors', label: t('advisor.backToDirectory') }} />;
  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, { label: t('advisors.title'), to: '/advisors' }, { label: advisor.name }];
  const facts: [string, string][] = [
    [t('advisor.profession'), labelOf(ADVISOR_PROFESSIONS, advisor.profession, language)],
    [t('advisor.registration'), advisor.registrationNumber],
    [t('advisor.chamber'), advisor.chamber],
    [t('advisor.commune'), labelOf(COMMUNES, advisor.commune, language)],
    [t('advisor.experienceLabel'), t('advisors.experience', { count: advisor.experienceYears })],
    [t('advisor.languages'), new Intl.ListFormat(language, { type: 'conjunction' }).format(advisor.languages.map((code) => labelOf(ADVISOR_LANGUAGES, code, language)))],
  ];
  return (
    <>
      <PageHero title={advisor.name} subtitle={labelOf(ADVISOR_PROFESSIONS, advisor.profession, language)} crumbs={crumbs} />
      <div className={styles.page} style={{ maxInlineSize: 960, display: 'flex', flexDirection: 'column', gap: 20 }}>
        <p className={styles.note} role="note">
          {t('advisors.neutralNote')}
        </p>
        <section className={styles.panel} style={{ display: 'flex', gap: 20, flexWrap: 'wrap' }}>
          <Avatar size={96} src={advisor.photo ?? undefined} alt="">
            {advisor.name.slice(0, 1)}
          </Avatar>
          <div style={{ flex: '1 1 300px', minInlineSize: 0 }}>
            <div className={styles.marks}>
              {advisor.isVerified ? <Tag color={TAG_COLOURS.green}>{t('advisors.verified')}</Tag> : <Tag color={TAG_COLOURS.orange}>{t('advisor.notVerified')}</Tag>}
              {advisor.isDemo ? <Tag>{t('demo.badge')}</Tag> : null}
              {advisor.specializations.map((value) => (
                <Tag key={value}>{labelOf(ADVISOR_SPECIALIZATIONS, value, language)}</Tag>
              ))}
            </div>
            <dl className={styles.facts}>
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
            <p style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {advisor.bio}
            </p>
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="consult-title">
          <h2 id="consult-title" className={styles.sectionTitle}>
            {t('consult.title')}
          </h2>
          {!user ? (
            <SignInLink label={t('consult.signIn')} />
          ) : user.id === advisor.userId ? (
            <p className={styles.muted}>{t('consult.ownProfile')}</p>
          ) : (
            <ConsultForm advisorId={advisor.id} />
          )}
        </section>
        <section className={styles.panel} aria-labelledby="ratings-title">
          <h2 id="ratings-title" className={styles.sectionTitle}>
            {t('advisor.ratingsTitle')}
          </h2>
          {advisor.ratingCount > 0 && advisor.ratingAverage !== null ? (
            <p>
              <Rate disabled allowHalf value={advisor.ratingAverage} /> {t('advisors.ratings', { average: advisor.ratingAverage.toFixed(1), count: advisor.ratingCount })}
            </p>
          ) : null}
          <List
            dataSource={ratings.data?.items ?? []}
            locale={{ emptyText: t('advisors.noRatings') }}
            renderItem={(rating) => (
              <List.Item>
                <List.Item.Meta
                  title={
                    <span>
                      <Rate disabled value={rating.stars} style={{ fontSize: 14 }} /> <bdi>{rating.authorName}</bdi>{' '}
                      <span className={styles.muted}>{formatDay(rating.createdAt, language)}</span>
                    </span>
                  }
                  description={<span dir="auto">{rating.comment}</span>}
                />
              </List.Item>
            )}
          />
        </section>
      </div>
    </>
  );
}
