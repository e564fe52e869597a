import type { SecondFactorEnrolment } from '@simportal/contract/api/second-factor';
import { Alert, Button, Flex, Form, Input, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import {
  useConfirmSecondFactor,
  useNewRecoveryCodes,
  useRemoveSecondFactor,
  useSecondFactorDone,
  useSecondFactorStatus,
  useStartSecondFactor,
} from '../api/second-factor-api.ts';
import { failureText } from '../failure.ts';
import { useOutcome } from '../use-outcome.ts';
import { PasskeyList } from './passkey-list.tsx';

/** The recovery codes, shown once: listed to copy or write down, then "I have saved them" goes on. */
function RecoveryCodesStep({
  codes,
  onDone,
  done = 'enabled',
}: {
  codes: string[];
  onDone: () => void;
  /** What just happened: two-step verification turned on, or new codes made. */
  done?: 'enabled' | 'newCodesDone';
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Alert type="success" showIcon title={t(`admin.secondFactor.${done}`)} />
      <Typography.Title level={3} className="second-factor-subtitle">
        {t('admin.secondFactor.codesTitle')}
      </Typography.Title>
      <p>{t('admin.secondFactor.codesText')}</p>
      <ol className="second-factor-codes" aria-label={t('admin.secondFactor.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Flex wrap gap={12}>
        <CopyButton value={codes.join('\n')} label={t('admin.secondFactor.copyCodes')} />
        <Button type="primary" onClick={onDone}>
          {t('admin.secondFactor.saved')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Scan the QR code (or type the key), then enter the app's code to turn it on. */
function ScanStep({
  enrolment,
  onEnabled,
}: {
  enrolment: SecondFactorEnrolment;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const confirm = useConfirmSecondFactor();
  const submit = ({ code }: { code: string }) =>
    confirm.mutate(code.trim(), {
      onSuccess: (result) => onEnabled(result.recoveryCodes),
      onError: (error) =>
        form.setFields([
          {
            name: 'code',
            errors: [translateMessage(isApiError(error) ? error.message : 'second_factor_incorrect')],
          },
        ]),
    });
  return (
    <Flex vertical gap={12}>
      <ol className="second-factor-how">
        <li>{t('admin.secondFactor.stepApp')}</li>
        <li>{t('admin.secondFactor.stepScan')}</li>
        <li>{t('admin.secondFactor.stepCode')}</li>
      </ol>
      <Flex wrap align="center" gap={16}>
        <QrCode
          className="second-factor-qr"
          testId="second-factor-qr"
          text={enrolment.uri}
          alt={t('admin.secondFactor.qrAlt')}
        />
        <div>
          <p>{t('admin.secondFactor.keyText')}</p>
          <p className="second-factor-key">
            <code data-testid="second-factor-key">{enrolment.secret}</code>{' '}
            <CopyButton value={enrolment.secret} label={t('admin.secondFactor.copyKey')} />
          </p>
          {/* a phone cannot scan its own screen: the otpauth:// address opens the authenticator app on it */}
          <Button href={enrolment.uri}>{t('admin.secondFactor.openApp')}</Button>
        </div>
      </Flex>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        className="second-factor-form"
      >
        <Form.Item
          name="code"
          label={t('admin.secondFactor.code')}
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: translateMessage('code_format') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          {t('admin.secondFactor.turnOn')}
        </Button>
      </Form>
    </Flex>
  );
}

/**
 * A change of the second factor confirmed by a code from the app or an unused recovery code: the reason above
 * the field, the server's refusal under it (translated), the confirming and cancelling buttons.
 */
function CodeConfirmForm({
  text,
  confirm,
  danger = false,
  pending,
  send,
  onCancel,
}: {
  text: string;
  confirm: string;
  danger?: boolean;
  pending: boolean;
  send: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const submit = ({ code }: { code: string }) =>
    send(code.trim()).catch((error: unknown) => {
      // a wrong code, or the lock after too many (issue #56) with how long it lasts
      const text = failureText(error, t, 'second_factor_incorrect');
      if (text !== null) form.setFields([{ name: 'code', errors: [text] }]);
    });
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} className="second-factor-form">
      <p>{text}</p>
      <Form.Item
        name="code"
        label={t('admin.secondFactor.code')}
        rules={[{ required: true, message: translateMessage('field_required') }]}
      >
        <Input autoComplete="one-time-code" maxLength={32} />
      </Form.Item>
      <Flex wrap gap={12}>
        <Button type={danger ? 'default' : 'primary'} danger={danger} htmlType="submit" loading={pending}>
          {confirm}
        </Button>
        <Button onClick={onCancel}>{t('admin.secondFactor.cancel')}</Button>
      </Flex>
    </Form>
  );
}

/** "Turn off two-step verification" (issue #34): the recovery codes and passkeys go with it. */
function TurnOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveSecondFactor();
  const { succeeded } = useOutcome();
  return (
    <CodeConfirmForm
      text={t('admin.secondFactor.turnOffText')}
      confirm={t('admin.secondFactor.turnOffConfirm')}
      danger
      pending={remove.isPending}
      send={(code) =>
        remove.mutateAsync(code).then(() => {
          succeeded('admin.secondFactor.turnedOff');
          onDone();
        })
      }
      onCancel={onCancel}
    />
  );
}

/** "Make new recovery codes": the new codes replace every old one. */
function NewCodesForm({ onMade, onCancel }: { onMade: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const make = useNewRecoveryCodes();
  return (
    <CodeConfirmForm
      text={t('admin.secondFactor.newCodesText')}
      confirm={t('admin.secondFactor.newCodesConfirm')}
      pending={make.isPending}
      send={(code) => make.mutateAsync(code).then((result) => onMade(result.recoveryCodes))}
      onCancel={onCancel}
    />
  );
}

/**
 * Admin Management › Two-step verification (issue #34, decision 0041). Without it: why, then the app's QR code and
 * key, a code to confirm, and the recovery codes once. With it: that it is on and how many recovery codes are
 * left. When the operator requires it, Admin Management shows only this until it is on (`gate`).
 */
export function SecondFactorPanel({ gate = false }: { gate?: boolean }) {
  const { t } = useTranslation();
  const status = useSecondFactorStatus();
  const start = useStartSecondFactor();
  const done = useSecondFactorDone();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  // making new recovery codes: the form, then the codes (shown once, as at the setup)
  const [renewing, setRenewing] = useState(false);
  const [turningOff, setTurningOff] = useState(false);

  if (status.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (status.isError) return <LoadFailed query={status} title={t('admin.common.loadFailed')} compact />;

  let body: ReactNode;
  if (codes) {
    body = (
      <RecoveryCodesStep
        codes={codes}
        done={renewing ? 'newCodesDone' : 'enabled'}
        onDone={() => {
          setCodes(null);
          setEnrolment(null);
          setRenewing(false);
          void done();
        }}
      />
    );
  } else if (status.data.enabled) {
    body = (
      <>
        <Alert
          type="success"
          showIcon
          title={t('admin.secondFactor.on')}
          description={t('admin.secondFactor.codesLeft', { count: status.data.recoveryCodesLeft })}
        />
        {renewing ? (
          <NewCodesForm onMade={setCodes} onCancel={() => setRenewing(false)} />
        ) : turningOff ? (
          <TurnOffForm
            onDone={() => {
              setTurningOff(false);
              void done();
            }}
            onCancel={() => setTurningOff(false)}
          />
        ) : (
          <Flex wrap gap={12}>
            <Button onClick={() => setRenewing(true)}>{t('admin.secondFactor.newCodes')}</Button>
            <Button danger onClick={() => setTurningOff(true)}>
              {t('admin.secondFactor.turnOff')}
            </Button>
          </Flex>
        )}
        <PasskeyList passkeys={status.data.passkeys} />
      </>
    );
  } else if (enrolment) {
    body = <ScanStep enrolment={enrolment} onEnabled={setCodes} />;
  } else {
    body = (
      <>
        <p>{t(gate ? 'admin.secondFactor.requiredText' : 'admin.secondFactor.intro')}</p>
        {start.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={translateMessage(isApiError(start.error) ? start.error.message : 'server_error')}
          />
        )}
        <Button
          type="primary"
          loading={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
        >
          {t('admin.secondFactor.setUp')}
        </Button>
      </>
    );
  }
  return (
    <Flex
      vertical
      gap={12}
      component="section"
      className="second-factor"
      aria-labelledby="second-factor-title"
    >
      <Typography.Title id="second-factor-title" level={2} className="second-factor-title">
        {t('admin.secondFactor.title')}
      </Typography.Title>
      {body}
    </Flex>
  );
}
