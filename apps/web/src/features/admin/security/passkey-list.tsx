import type { Passkey } from '@simportal/contract/api/second-factor';
import { PASSKEY_NAME_MAX } from '@simportal/contract/api/second-factor';
import { Button, Flex, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_ICONS } from '../../../components/status-icons.tsx';
import { passkeysSupported } from '../../../lib/passkey.ts';
import { useAddPasskey, useRemovePasskey } from '../api/second-factor-api.ts';
import { ItemFacts } from '../shared/admin-item-list.tsx';
import { useAdminFormat } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';

/**
 * An administrator's passkeys (issue #34, decision 0043), beside the app's code once two-step verification is on:
 * each by name with when it was added and last used, removable (asks for a fresh proof); a new one named and
 * created by the browser (a security key, the phone's screen lock, a password manager).
 */
export function PasskeyList({ passkeys }: { passkeys: Passkey[] }) {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const { succeeded, failed } = useOutcome();
  const [name, setName] = useState('');
  const supported = passkeysSupported();
  return (
    <section aria-labelledby="passkeys-title" className="passkeys">
      <h3 id="passkeys-title">{t('admin.passkeys.title')}</h3>
      <p>{t('admin.passkeys.intro')}</p>
      {passkeys.length === 0 ? (
        <p>{t('admin.passkeys.none')}</p>
      ) : (
        <Flex vertical gap={8} component="ul" className="admin-items" aria-labelledby="passkeys-title">
          {passkeys.map((passkey) => (
            <Flex vertical gap={4} component="li" key={passkey.id} className="admin-item">
              <strong>{passkey.name}</strong>
              <ItemFacts
                facts={[
                  t('admin.passkeys.added', { when: when(passkey.createdAt) }),
                  passkey.lastUsedAt
                    ? t('admin.passkeys.lastUsed', { when: when(passkey.lastUsedAt) })
                    : t('admin.passkeys.neverUsed'),
                ]}
              />
              <Popconfirm
                icon={STATUS_ICONS.warning}
                title={t('admin.passkeys.removeTitle', { name: passkey.name })}
                okText={t('admin.passkeys.remove')}
                cancelText={t('admin.common.cancel')}
                onConfirm={() =>
                  remove.mutateAsync(passkey.id).then(
                    () => succeeded('admin.passkeys.removed'),
                    (error: unknown) => failed('admin.passkeys.removeFailed', error),
                  )
                }
              >
                <Button danger aria-label={t('admin.passkeys.removeOf', { name: passkey.name })}>
                  {t('admin.passkeys.remove')}
                </Button>
              </Popconfirm>
            </Flex>
          ))}
        </Flex>
      )}
      {supported ? (
        <Flex wrap gap={8} align="center" className="passkeys-add">
          <label htmlFor="passkey-name">{t('admin.passkeys.name')}</label>
          <Input
            id="passkey-name"
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            placeholder={t('admin.passkeys.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
          <Button
            loading={add.isPending}
            onClick={() =>
              add.mutateAsync(name.trim()).then(
                () => {
                  setName('');
                  succeeded('admin.passkeys.addedDone');
                },
                (error: unknown) => failed('admin.passkeys.addFailed', error),
              )
            }
          >
            {t('admin.passkeys.add')}
          </Button>
        </Flex>
      ) : (
        <p>{t('admin.passkeys.unsupported')}</p>
      )}
    </section>
  );
}
