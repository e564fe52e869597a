import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toAuditFilter } from './audit-log/audit-log-tab.tsx';
import { toCardFilter } from './cards/card-filters.tsx';
import { toResetBody } from './cards/starter-pack-reset-modal.tsx';

describe('admin filter and form values → API requests', () => {
  it('card filters: empty fields are no filter, bounds trimmed', () => {
    expect(
      toCardFilter({
        cardNumberFrom: ' 9 ',
        cardNumberTo: '',
        status: '',
        type: 'ESIM',
        starterPack: 'true',
        holder: '  ',
      }),
    ).toEqual({
      cardNumberFrom: '9',
      cardNumberTo: undefined,
      status: undefined,
      type: 'ESIM',
      starterPack: 'true',
      deleted: undefined,
      holder: undefined,
    });
  });

  it('audit filters: whole picked days as instants', () => {
    const filter = toAuditFilter({
      range: [dayjs('2026-03-01T15:00'), dayjs('2026-03-02T09:00')],
      action: '',
    });
    expect(new Date(filter.from!).getTime()).toBe(dayjs('2026-03-01').startOf('day').valueOf());
    expect(new Date(filter.to!).getTime()).toBe(dayjs('2026-03-02').endOf('day').valueOf());
    expect(filter.action).toBeUndefined();
  });

  it('StarterPack reset: a new instant, or only the time of day in the browser zone', () => {
    const at = dayjs('2030-05-01T10:30:00Z');
    expect(toResetBody({ mode: 'expireAt', expireAt: at })).toEqual({
      mode: 'expireAt',
      expireAt: '2030-05-01T10:30:00.000Z',
    });
    expect(toResetBody({ mode: 'timeOfDay', time: dayjs('2030-05-01T07:05') }, 'Asia/Shanghai')).toEqual({
      mode: 'timeOfDay',
      time: '07:05',
      timeZone: 'Asia/Shanghai',
    });
    expect(toResetBody({ mode: 'timeOfDay', time: null })).toBeNull();
  });
});
