import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from 'shared-contracts';
import { AntdArea, PageHero, useSiteSettings } from 'shared-contracts/react';
import { OFFICE_MAP_URL } from '../../config/contact';
import { SHELL_ANTD } from '../auth/shell-antd';
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

/**
 * The team's phone and address as the admins set them. Their own components: the page is drawn
 * with the defaults, and the settings' answer after the hydration redraws these links, not the
 * page with its form (docs/architecture.md §2).
 */
function TeamPhone() {
  const { contactPhone } = useSiteSettings();
  return (
    <a href={telHref(contactPhone)}>
      <bdi dir="ltr">{contactPhone}</bdi>
    </a>
  );
}

function TeamEmail() {
  const { contactEmail } = useSiteSettings();
  return (
    <a href={`mailto:${contactEmail}`}>
      <bdi dir="ltr">{contactEmail}</bdi>
    </a>
  );
}

/** /contact: how to reach the team, the message form, and quick answers. */
export default function ContactPage() {
  const { t } = useTranslation('shell');
  return (
    <AntdArea antd={SHELL_ANTD}>
      <PageHero title={t('pages.contact.title')} subtitle={t('pages.contact.subtitle')} />
      <div className={styles.page}>
        <div className={styles.infoCards}>
          <InfoCard icon={<PhoneOutlined />} title={t('contact.info.phone')}>
            <TeamPhone />
          </InfoCard>
          <InfoCard icon={<MailOutlined />} title={t('contact.info.email')}>
            <TeamEmail />
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
    </AntdArea>
  );
}
