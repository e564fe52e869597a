import { z } from 'zod';

/** Every response body of the API: `code` 0 is success; otherwise `message` is a stable message key. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 0;

/** The zod schema of a successful envelope around `data`, used for response schemas and OpenAPI. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.literal(SUCCESS_CODE),
    message: z.string(),
    data,
  });

/** The envelope every error answers with; `data` carries details such as the failing fields. */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown(),
});

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `?page=1&pageSize=20` on every list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
