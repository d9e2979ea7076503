import { PreviewDataSchema, type PreviewData } from '../../schemas/preview.ts';

export type { PreviewData } from '../../schemas/preview.ts';

/** Unknown JSON → preview data (checked by the schema that defines it), or `null` when it does not have the preview's shape. */
export function readPreview(value: unknown): PreviewData | null {
  const parsed = PreviewDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
