import { Pagination } from 'antd';
import { useNavigate } from 'react-router-dom';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  /** The address of a page: the page is in the URL, so any page of a list can be shared. */
  hrefFor: (page: number) => string;
}

/** The pager under a community list; nothing when everything fits on one page. */
export function ListPager({ page, pageSize, total, hrefFor }: Props) {
  const navigate = useNavigate();
  if (total <= pageSize) return null;
  return (
    <Pagination
      style={{ justifyContent: 'center', marginBlock: 32 }}
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      onChange={(n) => {
        void navigate(hrefFor(n));
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
