import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from 'shared-contracts';
import { PageHero, useSession } from 'shared-contracts/react';
import { antdIsland } from '../../antd-island';
import { ComparisonTable } from './comparison-table';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentRequests } from './payment-requests';
import * as controls from '../../components/controls.module.css';
import { PlanCard } from './plan-card';
import { fetchPlans, PLANS_URL } from './plans-api';
import { isDearer } from './plan-texts';
import * as styles from './subscription.module.css';

// Drawn with antd (its upload, its radio group, its form): loaded when a member opens it.
const PaymentDialog = antdIsland(() => import('./payment-dialog').then((module) => module.PaymentDialog));

/** /subscription: the member's plan, the plans from the database, the comparison, and buying one. */
export function SubscriptionPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const navigate = useNavigate();
  const { data: plans, error } = useSWR<SubscriptionPlan[], unknown>(PLANS_URL, fetchPlans);
  const [buying, setBuying] = useState<SubscriptionPlan | null>(null);
  const title = t('subscription.title');
  const current = plans?.find((plan) => plan.name === (user?.subscriptionPlan ?? 'free'));
  // A visitor signs in first and comes back here; a member buys a dearer plan here, and renews from the current plan's card.
  const upgrade = (plan: SubscriptionPlan) => (user ? setBuying(plan) : navigate(`/auth?next=${encodeURIComponent('/subscription')}`));
  const offer = (plan: SubscriptionPlan) => (Number(plan.price) > 0 && isDearer(plan, current) ? () => upgrade(plan) : null);
  const renewable = current && Number(current.price) > 0 ? () => setBuying(current) : null;
  return (
    <>
      <PageHero title={title} subtitle={t('subscription.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <div className={styles.page}>
        {user ? <CurrentPlanCard user={user} onRenew={renewable} /> : null}
        {error ? (
          <p className={controls.alert} role="alert">
            {t('subscription.loadError')}
          </p>
        ) : null}
        {!plans && !error ? (
          <div className={styles.plans} aria-busy="true">
            {/* Grey cards where the plans will be, one for each plan the site sells. */}
            {SUBSCRIPTION_PLANS.map((plan) => (
              <div key={plan.value} className={`${styles.plan} ${styles.waiting}`} />
            ))}
          </div>
        ) : null}
        {plans ? (
          <>
            <div className={styles.plans}>
              {plans.map((plan) => (
                <PlanCard key={plan.name} plan={plan} isCurrent={!!user && plan.name === user.subscriptionPlan} onUpgrade={offer(plan)} />
              ))}
            </div>
            <ComparisonTable plans={plans} />
          </>
        ) : null}
        {user ? <PaymentRequests /> : null}
      </div>
      {buying ? (
        <Suspense fallback={null}>
          <PaymentDialog plan={buying} onClose={() => setBuying(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
