import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as controls from './controls.module.css';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  /** The address of a page: the page is in the URL, so any page of a list can be shared. */
  hrefFor: (page: number) => string;
  /** The id of what a new page scrolls to (a topic's replies); the page's top when absent. */
  anchor?: string;
}

/** How many pages either side of the current one are named before a gap. */
const AROUND = 2;

/** The pages the pager names: the first, the last, those around the current one; null for a gap. */
export function pagesShown(page: number, last: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= last; n++) {
    if (n === 1 || n === last || Math.abs(n - page) <= AROUND) shown.push(n);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/**
 * The pager under a community list, as links: each page has its address, works before the page's
 * scripts have taken over, and is followed by crawlers. Nothing when everything fits on one page.
 */
export function ListPager({ page, pageSize, total, hrefFor, anchor }: Props) {
  const { t } = useTranslation('community');
  const last = Math.ceil(total / pageSize);
  if (last <= 1) return null;
  const toTop = () => (anchor ? document.getElementById(anchor)?.scrollIntoView() : window.scrollTo({ top: 0 }));
  const link = (n: number, label: string, text: string) => (
    <Link className={controls.page} to={hrefFor(n)} aria-label={label} aria-current={n === page ? 'page' : undefined} onClick={toTop}>
      {text}
    </Link>
  );
  return (
    <nav aria-label={t('list.pages')}>
      <ul className={controls.pager}>
        {page > 1 ? <li>{link(page - 1, t('list.previousPage'), '‹')}</li> : null}
        {pagesShown(page, last).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className={controls.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>{link(n, t('list.page', { page: n }), String(n))}</li>
          ),
        )}
        {page < last ? <li>{link(page + 1, t('list.nextPage'), '›')}</li> : null}
      </ul>
    </nav>
  );
}
