import './support-channels.css';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import WechatOutlined from '@ant-design/icons/es/icons/WechatOutlined';
import WhatsAppOutlined from '@ant-design/icons/es/icons/WhatsAppOutlined';
import type { SupportChannel, SupportSettings } from '@simportal/contract/api/support';
import {
  type PaymentMessage,
  type SupportChannelKind,
  supportChannelHref,
} from '@simportal/contract/support-channels';
import { textIn } from '@simportal/contract/text-in';
import { Alert, Button, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n.ts';
import { useSupportSettings } from '../lib/support-query.ts';
import { CopyButton } from './copy-button.tsx';
import { QrCode } from './qr-code.tsx';

const ICONS: Record<SupportChannelKind, ReactNode> = {
  email: <MailOutlined aria-hidden />,
  phone: <PhoneOutlined aria-hidden />,
  whatsapp: <WhatsAppOutlined aria-hidden />,
  wechat: <WechatOutlined aria-hidden />,
  wechat_qr: <WechatOutlined aria-hidden />,
  telegram: <SendOutlined aria-hidden />,
  url: <GlobalOutlined aria-hidden />,
};

/** A WeChat QR code, redrawn from the link it carries: scanned from another screen, or saved to the album. */
function WechatQrChannel({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <li className="support-channel support-channel-qr">
      <span className="support-channel-plain">
        {ICONS.wechat_qr}
        <span className="support-channel-text">
          <span>{t('support.kind.wechat_qr')}</span>
          <span className="support-channel-how">{t('support.wechatQrHow')}</span>
        </span>
      </span>
      <span className="support-qr-box">
        <QrCode
          text={value}
          alt={t('support.wechatQrAlt')}
          className="support-qr"
          testId="support-wechat-qr"
          saveAs={{ fileName: 'wechat-qr.png', label: t('support.saveQr') }}
        />
      </span>
    </li>
  );
}

function Channel({ channel, message }: { channel: SupportChannel; message?: PaymentMessage }) {
  const { t } = useTranslation();
  if (channel.kind === 'wechat_qr') return <WechatQrChannel value={channel.value} />;
  const kind = t(`support.kind.${channel.kind}`);
  const href = supportChannelHref(channel, message);
  const text = (
    <span className="support-channel-text">
      <span>{kind}</span>
      <span className="support-channel-value" dir="ltr">
        {channel.value}
      </span>
    </span>
  );
  return (
    <li className="support-channel">
      {href ? (
        <Button
          className="support-channel-link"
          href={href}
          icon={ICONS[channel.kind]}
          {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          aria-label={t('support.openWith', { kind, value: channel.value })}
        >
          {text}
        </Button>
      ) : (
        <span className="support-channel-plain">
          {ICONS[channel.kind]} {text}
        </span>
      )}
      {channel.kind === 'wechat' && <CopyButton value={channel.value} label={`${kind} ${channel.value}`} />}
    </li>
  );
}

/** The channels themselves, office hours and confirmation time (or, before they are set, a plain notice). */
export function SupportChannelList({
  settings,
  message,
}: {
  settings: SupportSettings;
  message?: PaymentMessage;
}) {
  const { t } = useTranslation();
  if (settings.channels.length === 0) return <Alert type="info" showIcon title={t('support.notSet')} />;
  const hours = textIn(settings.officeHours, currentLocale());
  return (
    <div className="support-channels">
      <ul className="support-channel-list">
        {settings.channels.map((channel) => (
          <Channel key={`${channel.kind}:${channel.value}`} channel={channel} message={message} />
        ))}
      </ul>
      {(hours || settings.confirmWithinHours) && (
        <p className="support-notes">
          {hours && <span>{t('support.hours', { hours })} </span>}
          {settings.confirmWithinHours && (
            <span>{t('support.confirmWithin', { count: settings.confirmWithinHours })}</span>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * How to reach the administrators to pay (spec §1: nothing is paid online), as tappable actions: mail, phone,
 * WhatsApp with the order's reference and amount written in, and the rest. `message` prefills what can be.
 */
export function SupportChannels({
  message,
  aboutPayment = true,
}: {
  message?: Omit<PaymentMessage, 'text'>;
  /** false where the reader is not paying (closing the account): no word on how soon payments are confirmed */
  aboutPayment?: boolean;
}) {
  const { t } = useTranslation();
  const support = useSupportSettings();
  if (support.isPending) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (support.isError) return <Alert type="info" showIcon title={t('support.notSet')} />;
  const full = message ? { ...message, text: t('support.message', message) } : undefined;
  const settings = aboutPayment ? support.data : { ...support.data, confirmWithinHours: null };
  return <SupportChannelList settings={settings} message={full} />;
}

/**
 * Under an "insufficient credit" refusal (issue #32): the channels to pay through, folded so the refusal and its
 * way to the Account Recharge Center stay first on a phone; opened, they are the same tappable actions as /pay.
 */
export function ContactToPay() {
  const { t } = useTranslation();
  // the channels are asked for once the reader opens them, not with every refusal
  const [open, setOpen] = useState(false);
  return (
    <details className="support-contact-to-pay" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('support.contactToPay')}</summary>
      {open && <SupportChannels />}
    </details>
  );
}
