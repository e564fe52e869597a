// `npm run bench:spikes [-- --cards 10000] [-- --days 60] [-- --seed 70]`: the data spike rule (issue #70,
// decision 0097) on synthetic cards, judged day by day as the usage import judges them. Prints (nothing asserted):
//   - caught %: the injected spikes the rule told on their day;
//   - false alerts per 100 card-weeks: days the rule told that had no injected spike;
//   - the same two figures for rules around the contract's SPIKE_RULE, to show what each of its numbers buys.
// The synthetic day of a card: its own usual level (log-normal across cards, 5 MB to 2 GB), a weekly rhythm
// (weekends heavier or lighter, per card), day-to-day noise (log-normal, σ 0.45), idle days (0 to 40 % per card),
// busy days (3 %: 2–3× the level, ordinary life, not spikes), a few cards that start late (no history). Spikes are
// injected on 1 day in 40 after the first 14: a background transfer of 4–12× the card's level and at least
// 400 MB, on top of the day's ordinary use. Judged on each day's total (an import late in the day sees it), on the
// days with a whole window behind them.

import { parseArgs } from 'node:util';
import { isSpike, SPIKE_RULE, type SpikeRule } from '@simportal/contract/data-spike';
import { KB_PER_MB } from '@simportal/contract/traffic';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '10000' },
    days: { type: 'string', default: '60' },
    seed: { type: 'string', default: '70' },
  },
});
const cards = Number(values.cards);
const days = Number(values.days);

// mulberry32: the same cards for the same seed
let state = Number(values.seed) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let x = state;
  x = Math.imul(x ^ (x >>> 15), x | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
};
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const between = (low: number, high: number) => low + random() * (high - low);

interface Card {
  /** KB used each day (0: idle), and whether a spike was injected that day. */
  used: number[];
  spiked: boolean[];
}

const MB = KB_PER_MB;
const makeCard = (): Card => {
  const level = Math.min(2048, Math.max(5, Math.exp(Math.log(120) + 1.1 * normal()))) * MB;
  const weekend = between(0.6, 1.6);
  const idle = between(0, 0.4);
  // one card in ten is bound part-way through: its first days have no use at all
  const start = random() < 0.1 ? Math.floor(between(0, days)) : 0;
  const used: number[] = [];
  const spiked: boolean[] = [];
  for (let day = 0; day < days; day++) {
    let kb = 0;
    if (day >= start && random() >= idle) {
      kb = level * Math.exp(0.45 * normal()) * (day % 7 >= 5 ? weekend : 1);
      if (random() < 0.03) kb *= between(2, 3);
    }
    const spike = day >= 14 && random() < 1 / 40;
    if (spike) kb += Math.max(400 * MB, level * between(4, 12));
    used.push(Math.round(kb));
    spiked.push(spike);
  }
  return { used, spiked };
};

const fleet = Array.from({ length: cards }, makeCard);

/** The rule judged on every day of every card that has a full window behind it. */
const judge = (rule: SpikeRule) => {
  let spikes = 0;
  let caught = 0;
  let falseAlerts = 0;
  let cardDays = 0;
  for (const card of fleet) {
    for (let day = rule.windowDays; day < days; day++) {
      cardDays += 1;
      const history = card.used.slice(day - rule.windowDays, day).filter((kb) => kb > 0);
      const told = isSpike(card.used[day]!, history, rule);
      if (card.spiked[day]) {
        spikes += 1;
        if (told) caught += 1;
      } else if (told) falseAlerts += 1;
    }
  }
  return { spikes, caught, falseAlerts, cardWeeks: cardDays / 7 };
};

const line = (label: string, rule: SpikeRule) => {
  const started = performance.now();
  const r = judge(rule);
  const ms = performance.now() - started;
  console.log(
    `${label.padEnd(34)} caught ${((100 * r.caught) / r.spikes).toFixed(1).padStart(5)} % of ${r.spikes}` +
      `   false alerts ${((100 * r.falseAlerts) / r.cardWeeks).toFixed(2).padStart(5)} per 100 card-weeks` +
      ` (${r.falseAlerts})   ${Math.round(ms)} ms`,
  );
};

console.log(`${cards.toLocaleString('en')} synthetic cards × ${days} days (seed ${values.seed})`);
line(
  `SPIKE_RULE ${SPIKE_RULE.factor}× ${SPIKE_RULE.floorMb} MB ${SPIKE_RULE.windowDays}d ≥${SPIKE_RULE.minHistoryDays}d`,
  SPIKE_RULE,
);
console.log('around it:');
for (const change of [
  { factor: 4, windowDays: 14, minHistoryDays: 7 },
  { factor: 4 },
  { factor: 5 },
  { factor: 6 },
  { floorMb: 100 },
  { floorMb: 500 },
  { windowDays: 14 },
  { minHistoryDays: 1 },
  { minHistoryDays: 10 },
] satisfies Partial<SpikeRule>[]) {
  const rule = { ...SPIKE_RULE, ...change };
  line(`  ${JSON.stringify(change)}`, rule);
}
