import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { Alert, Button, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { useFeedback } from '../../../lib/feedback.ts';
import { dateTimeFormat, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { fetchPaper, type PaperRef, paperFileName, useCompanyDetails, usePapers } from '../api/papers-api.ts';
import { CompanyDetailsForm } from './company-details-form.tsx';

/** A month, YYYY-MM, as the language names it: 'November 2026' / '2026年11月'. */
const monthName = (month: string, locale: ReturnType<typeof currentLocale>) =>
  dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** One paper's download, in the page's language. */
function PaperButton({ paper, label }: { paper: PaperRef; label: string }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveFile(await fetchPaper(paper, currentLocale()), paperFileName(paper));
    } catch (error) {
      notification.error({ title: translateMessage((error as Error).message), role: 'alert' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size="small"
      icon={<DownloadOutlined aria-hidden="true" />}
      loading={loading}
      onClick={() => void download()}
      aria-label={t('account.papers.downloadOf', { name: label })}
    >
      {t('account.papers.download')}
    </Button>
  );
}

/**
 * Personal Center › Receipts and statements (issue #71, decision 0102): the company the papers are made out to,
 * each confirmed pay order's receipt, each pay order's pro-forma invoice and each month's statement, as PDFs.
 * The mail of a credited pay order links here (#papers).
 */
export function PapersSection({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const papers = usePapers();
  const details = useCompanyDetails();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const months = papers.data?.statementMonths ?? [];
  const chosenMonth = month ?? months[0];

  return (
    <section id="papers" aria-labelledby="papers-title" className="personal-section">
      <Typography.Title id="papers-title" level={2} className="personal-section-title">
        {t('account.papers.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.papers.intro')}</Typography.Paragraph>
      {(papers.isError || details.isError) && (
        <Alert type="error" showIcon title={t('account.papers.loadFailed')} className="personal-note" />
      )}

      <Typography.Title level={3} className="papers-heading">
        {t('account.papers.company')}
      </Typography.Title>
      <p className="personal-hint">{t('account.papers.companyHint')}</p>
      {details.data ? (
        <CompanyDetailsForm saved={details.data} actingAs={actingAs} />
      ) : (
        !details.isError && <Skeleton active paragraph={{ rows: 3 }} title={false} />
      )}

      {papers.data ? (
        <>
          <Typography.Title level={3} className="papers-heading">
            {t('account.papers.statements')}
          </Typography.Title>
          {months.length === 0 ? (
            <p className="personal-hint">{t('account.papers.noStatements')}</p>
          ) : (
            <div className="papers-month">
              <Select
                aria-label={t('account.papers.month')}
                value={chosenMonth}
                onChange={setMonth}
                options={months.map((value) => ({ value, label: monthName(value, locale) }))}
                className="papers-month-select"
              />
              {chosenMonth && (
                <PaperButton
                  paper={{ kind: 'statement', month: chosenMonth }}
                  label={t('account.papers.statementOf', { month: monthName(chosenMonth, locale) })}
                />
              )}
            </div>
          )}

          <Typography.Title level={3} className="papers-heading">
            {t('account.papers.receipts')}
          </Typography.Title>
          {papers.data.receipts.length === 0 ? (
            <p className="personal-hint">{t('account.papers.noReceipts')}</p>
          ) : (
            <ul className="papers-list">
              {papers.data.receipts.map((receipt) => (
                <li key={receipt.number} className="papers-row">
                  <span className="papers-item">
                    <strong dir="ltr">{receipt.number}</strong>
                    <span>{formatMoney(receipt.totalMinor, locale, receipt.currency)}</span>
                    <span className="papers-meta">
                      {t('account.papers.paidOn', { date: formatDateTime(receipt.issuedAt, locale) })}
                    </span>
                  </span>
                  <PaperButton
                    paper={{ kind: 'receipt', number: receipt.number }}
                    label={t('account.papers.receiptOf', { number: receipt.number })}
                  />
                </li>
              ))}
            </ul>
          )}

          <Typography.Title level={3} className="papers-heading">
            {t('account.papers.proFormas')}
          </Typography.Title>
          {papers.data.proFormas.length === 0 ? (
            <p className="personal-hint">{t('account.papers.noProFormas')}</p>
          ) : (
            <ul className="papers-list">
              {papers.data.proFormas.map((order) => (
                <li key={order.payOrderId} className="papers-row">
                  <span className="papers-item">
                    <strong dir="ltr">{order.reference}</strong>
                    <span>{formatMoney(order.totalMinor, locale, order.currency)}</span>
                    <span className="papers-meta">{t(`account.papers.status.${order.status}`)}</span>
                  </span>
                  <PaperButton
                    paper={{ kind: 'proForma', payOrderId: order.payOrderId, reference: order.reference }}
                    label={t('account.papers.proFormaOf', { reference: order.reference })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        !papers.isError && <Skeleton active paragraph={{ rows: 4 }} title={false} />
      )}
    </section>
  );
}
