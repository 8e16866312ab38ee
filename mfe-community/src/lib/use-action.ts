import { useTranslation } from 'react-i18next';
import { apiErrorText, toast } from 'shared-contracts/react';

/** A click's call: its success said in a toast when there is something to say, its failure always. */
export function useAction() {
  const { t } = useTranslation('community');
  return async (action: () => Promise<unknown>, done?: string): Promise<boolean> => {
    try {
      await action();
      if (done) toast({ title: done });
      return true;
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
      return false;
    }
  };
}
