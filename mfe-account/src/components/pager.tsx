import { useTranslation } from 'react-i18next';
import * as controls from './controls.module.css';

/** The pages shown around the current one, with the first and the last: 1 … 4 5 6 … 12. */
export function pagesAround(page: number, count: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, count])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1] > 1 ? [null, n] : [n]));
}

/** A list's pages, kept in the list's own state (the dashboard's tabs keep their filter so too). */
export function Pager({ page, total, pageSize, onChange }: { page: number; total: number; pageSize: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('account');
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <nav className={controls.pager} aria-label={t('common.pages')}>
      <button type="button" className={controls.button} disabled={page === 1} onClick={() => onChange(page - 1)}>
        {t('common.previous')}
      </button>
      {pagesAround(page, count).map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={n === page ? `${controls.button} ${controls.primary}` : controls.button}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className={controls.button} disabled={page === count} onClick={() => onChange(page + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}
