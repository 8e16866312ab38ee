import type { ReactNode } from 'react';
import * as controls from './controls.module.css';

interface NoticeProps {
  tone: 'info' | 'warning' | 'error';
  title: ReactNode;
  /** Under the title, smaller. */
  children?: ReactNode;
  /** A button or a link at its end: what to do about it. */
  action?: ReactNode;
  testId?: string;
}

/** A line the page says about itself: information or a warning (read out when it appears), or an error (read out at once). */
export function Notice({ tone, title, children, action, testId }: NoticeProps) {
  return (
    <div className={controls[tone === 'error' ? 'alert' : tone]} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <div>
        <p className={controls.noticeTitle}>{title}</p>
        {children ? <div className={controls.noticeMore}>{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
