import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiErrorText, signOut, toast } from 'shared-contracts/react';

/** Signs out, says so, and leaves for the home page. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      toast({ title: t('account.signedOut') });
      void navigate('/');
    } catch (error) {
      toast({ variant: 'destructive', title: t('account.signOutFailed'), description: apiErrorText(t, error) });
    }
  };
}
