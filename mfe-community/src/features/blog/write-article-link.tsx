import { useTranslation } from 'react-i18next';
import { canWriteBlog } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import { ButtonLink } from '../../components/button-link';

/**
 * "Write an article", for the accounts that may. A component of its own: the session is often
 * answered before the page is hydrated, and React then draws every reader of it again at once
 * (docs/architecture.md §2); here that is this link, not the whole list of articles.
 */
export function WriteArticleLink() {
  const { t } = useTranslation('community');
  const { user } = useSession();
  if (!canWriteBlog(user)) return null;
  return (
    <p>
      <ButtonLink to="/blog/write" look="primary">
        {t('blog.write')}
      </ButtonLink>
    </p>
  );
}
