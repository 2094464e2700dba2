/**
 * Bodies of the two beacon-style REST calls of spec §7: channel register and performance.
 */
import { z } from 'zod';
import { cleanText } from '@/lib/domain/validation/text-rules';
import { MAX_STRING_LENGTH, WEB_VITALS } from './constants';

// The URL parser drops trailing control characters, so the text rule runs on the raw string first.
const httpUrl = cleanText(z.string().max(2000)).refine((value) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}, 'not an http(s) URL');

/** POST /api/v3/channel-register/ (spec §7): sent when the referrer is empty or external. */
export const channelRegisterBodySchema = z.object({
  query_params: z
    .record(cleanText(z.string().max(200)), cleanText(z.string().max(MAX_STRING_LENGTH)))
    .refine((o) => Object.keys(o).length <= 100, { message: 'too many parameters' }),
  url: httpUrl,
  user_id: z.union([cleanText(z.string().max(100)), z.number().int()]).nullish(),
  distinct_id: cleanText(z.string().min(1).max(200)).nullish(),
  referrer: z.union([z.literal(''), httpUrl]).nullish(),
  iso: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .nullish(),
});

export type ChannelRegisterInput = z.infer<typeof channelRegisterBodySchema>;

/** Largest plausible value per metric (ms, or unitless for CLS): anything above is a broken measurement. */
export const WEB_VITAL_MAX: Readonly<Record<(typeof WEB_VITALS)[number], number>> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

export const performanceEntry = z
  .object({
    event_name: z.enum(WEB_VITALS),
    value: z.number().finite().nonnegative(),
    page: cleanText(z.string().min(1).max(200)),
    current_url: httpUrl,
  })
  .refine((entry) => entry.value <= WEB_VITAL_MAX[entry.event_name], { message: 'value out of range', path: ['value'] });

/** POST /api/v3/performance/ (spec §7): a JSON array of entries, one per metric at most. */
export const performanceBodySchema = z.array(performanceEntry).min(1).max(WEB_VITALS.length);

export type PerformanceEntryInput = z.infer<typeof performanceEntry>;
