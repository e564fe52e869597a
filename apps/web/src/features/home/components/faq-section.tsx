import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { SupportChannels } from '../../../components/support-channels.tsx';
import { FAQ_TOPICS, type FaqTopicKey, questionNumbers, REAL_NAME_QUESTION } from '../faq-topics.ts';
import { PaymentNotice } from './payment-notice.tsx';
import { RealNameLinks } from './real-name-links.tsx';

/** One tab's questions, each a heading with its answer; the payment tab opens with the notice and the channels. */
function FaqTopic({ topic, questions }: { topic: FaqTopicKey; questions: number }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} className="faq-topic">
      {topic === 'payment' && <PaymentNotice />}
      {topic === 'payment' && <SupportChannels />}
      {questionNumbers(questions).map((n) => (
        <div key={n} className="faq-entry">
          <h3>{t(`home.faq.${topic}.q${n}`)}</h3>
          <p>{t(`home.faq.${topic}.a${n}`)}</p>
          {topic === REAL_NAME_QUESTION.topic && n === REAL_NAME_QUESTION.question && <RealNameLinks />}
        </div>
      ))}
    </Flex>
  );
}

/** The FAQ with its four tabs (spec §1): Start to use, Accounts, Payment, Network. */
export function FaqSection() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="home-faq">
      <h2 id="home-faq">{t('home.faq.title')}</h2>
      <Tabs
        className="faq-tabs"
        // a narrower gutter keeps all four tabs on a 375 px screen instead of folding one into "more"
        tabBarGutter={16}
        items={FAQ_TOPICS.map((topic) => ({
          key: topic.key,
          label: t(`home.faq.${topic.key}.tab`),
          children: <FaqTopic topic={topic.key} questions={topic.questions} />,
        }))}
      />
    </section>
  );
}
