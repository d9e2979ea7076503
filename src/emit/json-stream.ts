import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** Arrays and objects nested at most this deep are written piece by piece; deeper values in one `JSON.stringify` each. */
const STREAMED_DEPTH = 2;

/** Flushes the buffer to the file once it holds this many characters. */
const CHUNK_CHARS = 1 << 20;

/**
 * Writes `value` to `file` as the same bytes `JSON.stringify(value)` gives, without ever holding
 * the whole text in memory: a 100,000-page knowledge base is longer than the longest string V8
 * can make (about 512 MB), so one `JSON.stringify` of it throws.
 */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  const out = createWriteStream(file);
  let buffer = '';
  const write = async (text: string): Promise<void> => {
    buffer += text;
    if (buffer.length < CHUNK_CHARS) return;
    const chunk = buffer;
    buffer = '';
    if (!out.write(chunk)) await once(out, 'drain');
  };
  try {
    await writeValue(value, STREAMED_DEPTH, write);
    out.end(buffer);
    await once(out, 'finish');
  } catch (error) {
    out.destroy();
    throw error;
  }
}

type Write = (text: string) => Promise<void>;

async function writeValue(value: unknown, depth: number, write: Write): Promise<void> {
  if (depth === 0 || value === null || typeof value !== 'object' || hasToJson(value)) {
    await write(JSON.stringify(value) ?? 'null');
    return;
  }
  if (Array.isArray(value)) {
    await write('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) await write(',');
      // JSON.stringify writes `null` for array slots that hold nothing it can write.
      const item: unknown = value[i];
      await (isWritable(item) ? writeValue(item, depth - 1, write) : write('null'));
    }
    await write(']');
    return;
  }
  await write('{');
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    // …and leaves such properties out of objects.
    if (!isWritable(item)) continue;
    await write(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    await writeValue(item, depth - 1, write);
  }
  await write('}');
}

function isWritable(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

function hasToJson(value: object): boolean {
  return 'toJSON' in value && typeof value.toJSON === 'function';
}
