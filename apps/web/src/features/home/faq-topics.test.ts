import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { FAQ_TOPICS, questionNumbers, REAL_NAME_QUESTION } from './faq-topics.ts';

describe('the FAQ', () => {
  it('has the four tabs of the spec, in order', () => {
    expect(FAQ_TOPICS.map((topic) => i18n.getFixedT('en')(`home.faq.${topic.key}.tab`))).toEqual([
      'Start to use',
      'Accounts',
      'Payment',
      'Network',
    ]);
  });

  it.each(['en', 'zh-CN'])(
    'has a question and an answer for every entry in %s, and nothing left over',
    (lng) => {
      for (const topic of FAQ_TOPICS) {
        for (const n of questionNumbers(topic.questions)) {
          expect(i18n.exists(`home.faq.${topic.key}.q${n}`, { lng }), `${topic.key}.q${n}`).toBe(true);
          expect(i18n.exists(`home.faq.${topic.key}.a${n}`, { lng }), `${topic.key}.a${n}`).toBe(true);
        }
        expect(i18n.exists(`home.faq.${topic.key}.q${topic.questions + 1}`, { lng })).toBe(false);
      }
    },
  );

  it('links the real-name pages under the question that is about them', () => {
    const question = i18n.getFixedT('en')(
      `home.faq.${REAL_NAME_QUESTION.topic}.q${REAL_NAME_QUESTION.question}`,
    );
    expect(question).toMatch(/Hong Kong or Macao/);
  });
});
