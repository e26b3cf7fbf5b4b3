import { describe, expect, it } from 'vitest';
import { keywordFilter } from './filters.ts';

describe('keywordFilter', () => {
  it('searches under the URL name keyword, labelled by the area’s own list texts', () => {
    expect(keywordFilter('buyers')).toEqual({
      kind: 'text',
      name: 'keyword',
      label: 'buyers.list.keyword',
      placeholder: 'buyers.list.keywordPlaceholder',
    });
  });
});
