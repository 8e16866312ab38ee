import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from 'shared-contracts/react';
import { SiteEmailLink, SitePhoneLink } from '../../components/site-settings/site-details';
import { OFFICE_MAP_URL } from '../../config/contact';
import { ContactForm } from './contact-form';
import { QuickHelp } from './quick-help';
import * as styles from './contact-page.module.css';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className={styles.info}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** /contact: how to reach the team, the message form, and quick answers. */
export default function ContactPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHero title={t('pages.contact.title')} subtitle={t('pages.contact.subtitle')} />
      <div className={styles.page}>
        <div className={styles.infoCards}>
          <InfoCard icon={<PhoneOutlined />} title={t('contact.info.phone')}>
            <SitePhoneLink />
          </InfoCard>
          <InfoCard icon={<MailOutlined />} title={t('contact.info.email')}>
            <SiteEmailLink />
            <p className={styles.muted}>{t('contact.info.emailReply')}</p>
          </InfoCard>
          <InfoCard icon={<EnvironmentOutlined />} title={t('contact.info.address')}>
            <p>{t('footer.contact.address')}</p>
          </InfoCard>
          <InfoCard icon={<ClockCircleOutlined />} title={t('contact.info.hours')}>
            <p data-testid="working-hours">{t('contact.info.weekdays')}</p>
            <p>{t('contact.info.friday')}</p>
          </InfoCard>
        </div>
        <div className={styles.columns}>
          <section className={styles.card} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{t('contact.form.title')}</h2>
            <ContactForm />
          </section>
          <div className={styles.side}>
            <section className={styles.card} aria-labelledby="office">
              <h2 id="office">{t('contact.office.title')}</h2>
              <p>{t('footer.contact.address')}</p>
              {/* A link, not an embedded map: no third party hears of the visit until the visitor asks. */}
              <a href={OFFICE_MAP_URL} target="_blank" rel="noopener noreferrer">
                {t('contact.office.map')}
              </a>
            </section>
            <QuickHelp />
          </div>
        </div>
      </div>
    </>
  );
}
