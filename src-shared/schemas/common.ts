import { z } from 'zod';
import { ISO_DATE_RE, isIsoDate } from '../domain/dates.js';

/** A database identifier: a positive integer. */
export const Id = z.number().int().positive();
/** A vocabulary code (positive integer; which codes exist comes from /public/v5/vocabularies). */
export const Code = z.number().int().positive();
/** ISO 8601 date or date-time; the service stores it with milliseconds and an offset. */
export const IsoDate = z.string().regex(ISO_DATE_RE, 'Expected an ISO 8601 date, e.g. 2025-06-14 or 2025-06-14T09:30:00.000+02:00.')
  .refine(isIsoDate, 'Not a real calendar date.');
/** A bounded free text. */
export const Text = (max: number) => z.string().max(max, `At most ${max} characters.`);
