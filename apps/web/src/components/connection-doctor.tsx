import type { DoctorFinding, NetworkEvent } from '@simportal/contract/api/network';
import { Alert, Button, Flex, Spin, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, regionName } from '../lib/format.ts';
import { currentLocale } from '../lib/i18n.ts';
import { isMember } from '../stores/auth-state.ts';
import { useAuth } from '../stores/auth-store.ts';
import { type ConnectionSource, useConnectionReport } from './connection-doctor-api.ts';
import './connection-doctor.css';
import { LoadFailed } from './load-failed.tsx';
import { SmallEmpty } from './small-empty.tsx';

/** The network names the screens translate (the simulator's is ours); a real network keeps its own name. */
const KNOWN_NETWORKS: Record<string, string> = { Simulator: 'sims.doctor.network.simulator' };

/** What the one fix leads to, when the portal has a place for it. */
type FixAction = { to: string } | { orderPlan: true } | null;

const actionOf = (finding: DoctorFinding, cardId: number): FixAction => {
  switch (finding) {
    case 'card_suspended_credit':
    case 'card_lifeline':
      return { to: '/recharge' };
    case 'card_paused':
    case 'card_not_active':
      return { orderPlan: true };
    case 'profile_not_installed':
      return { to: `/mySims/${cardId}/esim` };
    default:
      return null;
  }
};

/** A fix that spends the owner's money (a top-up, a plan): a member of the account asks the owner (decision 0103). */
const ownersFix = (action: FixAction): boolean =>
  action !== null && ('orderPlan' in action || action.to === '/recharge');

/** Alerts' colour: nothing to fix, the portal's own hold, or the phone's or network's. */
const alertType = (finding: DoctorFinding) =>
  finding === 'connected' ? 'success' : finding === 'no_signal' ? 'info' : 'warning';

/**
 * "Not connecting?" (issue #69, decision 0094): the doctor's finding as a plain sentence with its one fix (and
 * where to do it), then the card's last network events in plain words, the newest first. The same on My SIMs
 * and, read-only (no actions), beside a card in the console.
 */
export function ConnectionDoctor({
  cardId,
  source,
  onOrderPlan,
}: {
  cardId: number;
  source: ConnectionSource;
  /** Resume or activate the card (My SIMs' plan dialog); the console leaves it out. */
  onOrderPlan?: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useConnectionReport(source, cardId);
  const member = useAuth((state) => isMember(state.userInfo));
  if (query.isPending) {
    return (
      <Flex justify="center" className="connection-doctor-loading">
        <Spin aria-label={t('sims.doctor.loading')} />
      </Flex>
    );
  }
  if (query.isError) return <LoadFailed compact query={query} title={t('sims.doctor.loadFailed')} />;
  const report = query.data;
  const readOnly = source === 'console';
  const fix = readOnly ? null : actionOf(report.finding, cardId);
  const askOwner = member && ownersFix(fix);
  const action = askOwner ? null : fix;

  const place = (event: NetworkEvent) => {
    const network = event.networkName
      ? KNOWN_NETWORKS[event.networkName]
        ? t(KNOWN_NETWORKS[event.networkName]!)
        : event.networkName
      : null;
    const country = event.country ? regionName(event.country, event.country, locale) : null;
    return [network, country].filter(Boolean).join(t('sims.doctor.separator'));
  };

  return (
    <Flex vertical gap={16} className="connection-doctor">
      <Alert
        type={alertType(report.finding)}
        showIcon
        title={t(`sims.doctor.finding.${report.finding}.title`)}
        description={
          <Flex vertical gap={8} align="flex-start">
            <span>
              {readOnly && report.finding !== 'connected'
                ? t('sims.doctor.customerFix', { fix: t(`sims.doctor.finding.${report.finding}.fix`) })
                : askOwner
                  ? t('sims.doctor.ownerFix', { fix: t(`sims.doctor.finding.${report.finding}.fix`) })
                  : t(`sims.doctor.finding.${report.finding}.fix`)}
            </span>
            {action && 'to' in action && (
              <Link className="connection-doctor-action" to={action.to}>
                {t(`sims.doctor.finding.${report.finding}.action`)}
              </Link>
            )}
            {action && 'orderPlan' in action && onOrderPlan && (
              <Button type="primary" onClick={onOrderPlan}>
                {t(`sims.doctor.finding.${report.finding}.action`)}
              </Button>
            )}
          </Flex>
        }
      />
      <section aria-labelledby={`connection-events-${cardId}`}>
        <h3 id={`connection-events-${cardId}`} className="connection-doctor-heading">
          {t('sims.doctor.events.title')}
        </h3>
        {report.events.length === 0 ? (
          <SmallEmpty description={t('sims.doctor.events.none')} />
        ) : (
          <Timeline
            className="connection-doctor-events"
            items={report.events.map((event, index) => ({
              key: `${event.at}-${index}`,
              color:
                event.kind.endsWith('_accepted') ||
                event.kind.endsWith('_started') ||
                event.kind === 'profile_installed'
                  ? 'green'
                  : event.cause
                    ? 'red'
                    : 'gray',
              content: (
                <div className="connection-doctor-event">
                  <div>
                    {t(`sims.doctor.event.${event.kind}`)}
                    {event.cause &&
                      t('sims.doctor.because', { cause: t(`sims.doctor.cause.${event.cause}`) })}
                  </div>
                  <div className="connection-doctor-event-meta">
                    <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
                    {place(event) && <span> · {place(event)}</span>}
                  </div>
                </div>
              ),
            }))}
          />
        )}
      </section>
    </Flex>
  );
}
