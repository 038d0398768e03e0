import { z } from 'zod';

/**
 * An error as it crosses from main to the renderer (ARCHITECTURE.md "Data flow"): the HTTP
 * status (0 when no answer came), a stable `code`, a message for people, and the service's
 * field errors (problem details `errors`, RFC 9457) to map back onto form fields.
 */
export const ApiErrorShape = z.object({
  status: z.number().int(),
  /** e.g. `network`, `session-expired`, `validation`, `forbidden`, `not-found`, `conflict`, `bad-request`, `server`, `invalid-input`, `cancelled` */
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })),
  /**
   * With `conflict` (412) of a write that started from an older version of the record: the
   * record as the service now holds it ("theirs"; src-main/api/versioned-records.ts), in the
   * resource's own field names, to merge with what the user typed and send again from it.
   */
  current: z.record(z.string(), z.unknown()).optional(),
  /**
   * Values of the sentence the renderer says for this error in the UI language, where `message`
   * (English) is not enough: e.g. the import's file errors (`source_error`, `file_name`, `row`,
   * `column`, `detail`; src-shared/contract/imports.ts).
   */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiErrorShape = z.infer<typeof ApiErrorShape>;

/** Thrown in the renderer (and in main services) for a failed desk call; carries the {@link ApiErrorShape}. */
export class DeskError extends Error implements ApiErrorShape {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiErrorShape['fields'];
  readonly current: ApiErrorShape['current'];
  readonly params: ApiErrorShape['params'];

  constructor(shape: ApiErrorShape) {
    super(shape.message);
    this.name = 'DeskError';
    this.status = shape.status;
    this.code = shape.code;
    this.fields = shape.fields;
    this.current = shape.current;
    this.params = shape.params;
  }

  /** The plain object that crosses IPC or HTTP (`current` and `params` only when there are some). */
  toShape(): ApiErrorShape {
    const shape: ApiErrorShape = { status: this.status, code: this.code, message: this.message, fields: this.fields };
    if (this.current) shape.current = this.current;
    if (this.params) shape.params = this.params;
    return shape;
  }
}

/** What every desk call answers on the wire: the value, or the error (exceptions lose their shape over IPC). */
export type DeskResult<T> = { ok: true; value: T } | { ok: false; error: ApiErrorShape };
