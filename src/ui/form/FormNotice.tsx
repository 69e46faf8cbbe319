import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { emptyStatus, notice as noticeStyle } from './form.css';

/** A machine's success message in a polite live region (FormError's sibling). The region is
 * always there, so screen readers announce the message when it appears. */
export function FormNotice({ notice }: { notice: MessageDescriptor | null }) {
  const { i18n } = useLingui();
  return (
    <p className={notice ? noticeStyle : emptyStatus} role="status">
      {notice ? i18n._(notice) : null}
    </p>
  );
}
