import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { waitParts } from '../../../lib/countdown.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { describeFailure, type FailureOptions, type NoticeFailure } from './server-errors.ts';

/** The toast text: the server's message, else the form's failure text, plus how long to wait when known. */
const noticeText = (notice: NoticeFailure, t: TFunction): string => {
  const text = translateMessage(notice.key, translateMessage(notice.fallbackKey));
  if (notice.retryAfterSeconds === null) return text;
  const { unit, count } = waitParts(notice.retryAfterSeconds);
  return `${text} ${t(`auth.retryIn.${unit}`, { count })}`;
};

/**
 * Shows a failed submit on the form: field errors under their inputs (the first one focused), anything else
 * as an error toast, or, with `showNotice`, in the form itself (where the user is looking). `options` should be
 * a constant (module-level) object.
 */
export const useReportFailure = (
  form: FormInstance,
  options: FailureOptions,
  showNotice?: (text: string) => void,
) => {
  const { notification } = useFeedback();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const { fields, notice } = describeFailure(error, options);
      if (fields.length > 0) {
        form.setFields(fields.map((field) => ({ name: field.name, errors: [translateMessage(field.key)] })));
        form.focusField(fields[0]!.name);
      }
      if (notice && showNotice) showNotice(noticeText(notice, t));
      else if (notice) notification.error({ title: noticeText(notice, t), role: 'alert' });
    },
    [form, options, notification, t, showNotice],
  );
};
