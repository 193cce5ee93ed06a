import { describe, expect, it } from 'vitest';
import { type AccountDay, UNUSUAL_REASONS as R, unusualActivity } from './unusual-activity';

const quiet: AccountDay = { failedSignIns: 0, failedNetworks: 0, countries: 0, rateLimitHits: 0 };

describe('unusualActivity', () => {
  it.each<[Partial<AccountDay>, string[]]>([
    [{}, []],
    [{ failedSignIns: 9, failedNetworks: 2, countries: 2, rateLimitHits: 4 }, []],
    [{ failedSignIns: 10 }, [R.failedSignIns]],
    [{ failedSignIns: 3, failedNetworks: 3 }, [R.networks]],
    [{ countries: 3 }, [R.countries]],
    [{ rateLimitHits: 5 }, [R.rateLimits]],
    [{ failedSignIns: 40, failedNetworks: 6, countries: 4, rateLimitHits: 12 }, [R.failedSignIns, R.networks, R.countries, R.rateLimits]],
  ])('%o gives %o', (day, reasons) => {
    expect(unusualActivity({ ...quiet, ...day })).toEqual(reasons);
  });

  it('says its thresholds in words', () => {
    expect(R.failedSignIns).toBe('10 or more failed sign-ins in a day');
    expect(R.rateLimits).toBe('5 or more requests refused by a rate limit in a day');
  });
});
