import type { CodePurpose } from '@simportal/contract/api/auth';
import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { resendDelaySeconds, retryAfterSeconds } from '../../../lib/countdown.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { sendCode } from '../api/auth-api.ts';
import type { FailureOptions } from '../forms/server-errors.ts';
import { useReportFailure } from '../forms/use-report-failure.ts';

/**
 * The server answers the same for every well-formed address, account or not (docs/decisions/0032): what is left
 * to show under the email field is a mailbox that refused the mail.
 */
const FAILURES: FailureOptions = {
  fields: ['email'],
  fieldOf: { code_send_failed: 'email' },
  fallbackKey: 'code_send_failed',
};

/**
 * The "send code" button of a form with an `email` field: checks the email, asks the server to mail a code
 * in the interface language, then keeps the button disabled for the wait the server names (60 s, or what is
 * left of it when the server says it is too soon). The "mail sent" toast belongs to the form: it closes when
 * the page goes (issue #56: after registering it followed the new customer into My SIMs).
 */
export const useSendCode = (form: FormInstance, purpose: CodePurpose) => {
  const { remaining, start } = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const report = useReportFailure(form, FAILURES);
  const { notification } = useFeedback();
  const toastKey = `code-sent-${useId()}`;
  useEffect(() => () => notification.destroy(toastKey), [notification, toastKey]);
  const mutation = useMutation({
    mutationFn: sendCode,
    onSuccess: (result) => {
      start(resendDelaySeconds(result.resendAfterSeconds));
      setSentTo(result.email);
      notification.success({ key: toastKey, title: translateMessage('code_send_success'), role: 'status' });
    },
    onError: (error) => {
      const wait = isApiError(error) ? retryAfterSeconds(error.data) : null;
      if (wait !== null) start(wait);
      report(error);
    },
  });

  const send = async () => {
    let email: unknown;
    try {
      ({ email } = await form.validateFields(['email']));
    } catch {
      return; // the email field shows what is wrong
    }
    if (typeof email === 'string') mutation.mutate({ email: email.trim(), purpose, locale: currentLocale() });
  };

  return { send, remaining, sending: mutation.isPending, sentTo };
};
