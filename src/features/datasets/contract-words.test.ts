import { describe, expect, it } from 'vitest';
import { datasets } from '../../api/gen/registry/datasets';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { loadBodySchema } from './body-schema';
import { contractWords } from './contract-words';

const ds = (key: string) => datasets.find((d) => d.key === key) as DatasetConfig;

/** The words for the first rule `body` breaks, from the contract's own schema of the call. */
async function wordsFor(d: DatasetConfig, mode: 'add' | 'edit', body: Record<string, unknown>) {
  const result = (await loadBodySchema(d, mode)).safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  return contractWords(d, issue, body[String(issue.path[0])]);
}

describe('contractWords: the contract’s rules in the form’s words', () => {
  it('a stored value sent back as it was, holding a control character: what to remove', async () => {
    const bills = ds('masterBills');
    expect(
      await wordsFor(bills, 'edit', {
        MasterBillId: 100001,
        Title: 'Page\fbreak',
        primaryKey: 'MasterBillId',
      }),
    ).toBe(
      'Remove the control characters (such as a page break pasted from a PDF); tabs and line breaks are fine',
    );
  });

  it('a part of a composite key holding a “~”, not a regular expression', async () => {
    const files = ds('taskFiles');
    expect(
      await wordsFor(files, 'edit', { TaskId: 7, FileName: '~$a.docx', primaryKey: 'TaskId,FileName' }),
    ).toBe("Remove the “~”: it separates the parts of a Task Files record's key");
  });

  it('a text over its length: its limit, and how long it is', async () => {
    const bills = ds('masterBills');
    expect(await wordsFor(bills, 'add', { Title: 'x'.repeat(4001) })).toBe(
      'Enter at most 4,000 characters (this has 4,001)',
    );
  });
});
