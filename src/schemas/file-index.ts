import { z } from 'zod';

/**
 * The parse cache's index of the content folder (`files.json` in the cache's version folder): each
 * file's size and modification time when it was last read, and the key of its parse. A build skips
 * reading a file whose size and time are unchanged and takes its parse from the cache by that key.
 */
export const FileIndexSchema = z.object({
  /** When the index was written (ms since the epoch): a file modified within a second before it is read again, whatever its time says. */
  savedAt: z.number(),
  /** Each content file by its content path. */
  files: z.record(
    z.string(),
    z.object({
      /** Size in bytes. */
      size: z.number().int().nonnegative(),
      /** Modification time, ms since the epoch (fractional: nanosecond clocks). */
      mtimeMs: z.number(),
      /** The parse cache key of the file's text (`parseKey`). */
      key: z.string(),
    }),
  ),
});
export type FileIndex = z.output<typeof FileIndexSchema>;
