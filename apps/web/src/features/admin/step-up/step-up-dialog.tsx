import type { StepUpState } from '@simportal/contract/api/administrators';
import type { WebAuthnJson } from '@simportal/contract/api/second-factor';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { passkeysSupported, signWithPasskey } from '../../../lib/passkey.ts';
import { failureText } from '../failure.ts';
import { setStepUpAsker } from './step-up-gate.ts';

interface Pending {
  method: 'code' | 'password';
  /** One of the administrator's passkeys may answer instead of the code. */
  passkey: boolean;
  resolve: (given: boolean) => void;
}

/**
 * "Confirm it is you" (issue #34, decision 0043): asked when a sensitive action (entering a customer's view, a
 * credit, a large pay order, a role change) finds the last proof older than the operator's window. It asks for
 * the authenticator's code when two-step verification is on (or one of their passkeys), else the password, and
 * lets the action go on.
 */
export function StepUpDialog() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const pendingRef = useRef<Pending | null>(null);
  pendingRef.current = pending;

  useEffect(() => {
    setStepUpAsker(async () => {
      const state = await api.get<StepUpState>('/admin/step-up');
      if (state.freshUntil !== null) return true;
      return new Promise<boolean>((resolve) => {
        setProof('');
        setError(null);
        setPending({ method: state.method, passkey: state.passkey && passkeysSupported(), resolve });
      });
    });
    return () => {
      setStepUpAsker(null);
      pendingRef.current?.resolve(false);
    };
  }, []);

  const close = (given: boolean) => {
    pending?.resolve(given);
    setPending(null);
  };
  const submit = async () => {
    if (!pending || proof.trim() === '') {
      setError(t(pending?.method === 'code' ? 'admin.stepUp.codeRequired' : 'admin.stepUp.passwordRequired'));
      return;
    }
    setSending(true);
    try {
      await api.post<StepUpState>('/admin/step-up', {
        body: pending.method === 'code' ? { code: proof.trim() } : { password: proof },
      });
      close(true);
    } catch (caught) {
      // a wrong proof, or the lock after too many (issue #56) with how long it lasts
      setError(failureText(caught, t));
    } finally {
      setSending(false);
    }
  };

  const withPasskey = async () => {
    setSending(true);
    setError(null);
    try {
      const options = await api.post<WebAuthnJson | null>('/admin/step-up/passkey-options');
      if (options === null) throw new Error('no passkey');
      const passkey = await signWithPasskey(options);
      await api.post<StepUpState>('/admin/step-up', { body: { passkey } });
      close(true);
    } catch {
      setError(t('admin.stepUp.passkeyFailed'));
    } finally {
      setSending(false);
    }
  };

  const code = pending?.method === 'code';
  return (
    <Modal
      open={pending !== null}
      title={t('admin.stepUp.title')}
      okText={t('admin.stepUp.confirm')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={() => close(false)}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <p>{t(code ? 'admin.stepUp.codeText' : 'admin.stepUp.passwordText')}</p>
        <Form.Item
          label={t(code ? 'admin.stepUp.code' : 'admin.stepUp.password')}
          htmlFor="step-up-proof"
          validateStatus={error ? 'error' : undefined}
        >
          {code ? (
            <Input
              id="step-up-proof"
              value={proof}
              onChange={(event) => setProof(event.target.value)}
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
            />
          ) : (
            <Input.Password
              id="step-up-proof"
              value={proof}
              onChange={(event) => setProof(event.target.value)}
              autoComplete="current-password"
              autoFocus
            />
          )}
        </Form.Item>
        {pending?.passkey && (
          <Button block className="step-up-passkey" onClick={() => void withPasskey()} disabled={sending}>
            {t('admin.stepUp.usePasskey')}
          </Button>
        )}
        {error && <Alert type="error" showIcon role="alert" title={error} />}
      </Form>
    </Modal>
  );
}
