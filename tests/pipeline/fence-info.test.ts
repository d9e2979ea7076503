import { describe, expect, it } from 'vitest';
import { fenceInfo } from '../../src/pipeline/render/fence-info.ts';

describe("a code fence's info string", () => {
  it.each([
    ['python', 'title="fib.py" {2-3} showLineNumbers', { language: 'python', title: 'fib.py', lineNumbers: 1, highlighted: [2, 3] }],
    ['ts', 'showLineNumbers{10}', { language: 'ts', lineNumbers: 10, highlighted: [] }],
    ['js{1,4-5}', null, { language: 'js', highlighted: [1, 4, 5] }],
    ['Rust', "title:'main.rs' hl:2,4 ln:false", { language: 'rust', title: 'main.rs', lineNumbers: false, highlighted: [2, 4] }],
    ['sh', 'title:run.sh ln:3', { language: 'sh', title: 'run.sh', lineNumbers: 3, highlighted: [] }],
    ['md', 'title="{1-2}.md"', { language: 'md', title: '{1-2}.md', highlighted: [] }],
    [null, null, { language: '', highlighted: [] }],
  ])('reads %s %s', (lang, meta, expected) => {
    const { highlighted, ...rest } = fenceInfo(lang, meta);
    const { highlighted: lines, ...others } = expected;
    expect({ ...rest, highlighted: [...highlighted] }).toEqual({ ...others, highlighted: lines });
  });

  it('ignores ranges that name no line, and caps a runaway range', () => {
    expect([...fenceInfo('js', '{0,a-b}').highlighted]).toEqual([]);
    expect(fenceInfo('js', '{1-999999999}').highlighted.size).toBe(100_001);
  });
});
