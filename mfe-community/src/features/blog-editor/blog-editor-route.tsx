import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// The editor (ProseMirror) is the heaviest code of the area: only writers download it.
const BlogEditorPage = lazy(() => import('./blog-editor-page').then((module) => ({ default: module.BlogEditorPage })));

/** /blog/write/new and /blog/write/:id. */
export function BlogEditorRoute() {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} style={{ padding: 24 }} />}>
      <BlogEditorPage />
    </Suspense>
  );
}
