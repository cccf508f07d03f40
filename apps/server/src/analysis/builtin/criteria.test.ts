// Criteria after "will review and score applications using the following …:" (engine 1.5.0).
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const criteriaOf = (text: string) =>
  analyzePlain(text).criteria.map(({ name, weightPercent }) => ({ name, weightPercent }));

describe('criteria introduced by an active verb', () => {
  it('reads "(i)"-numbered criteria with weights after "score applications using the following"', () => {
    expect(
      criteriaOf(
        [
          'An independent committee will review and score applications using the following assessment descriptors:',
          '(i) Quality and significance of the proposed research (40%)',
          '(ii) Collaborative aspects (e.g., interdisciplinary approaches) of proposed research (60%)',
        ].join('\n\n'),
      ),
    ).toEqual([
      { name: 'Quality and significance of the proposed research', weightPercent: 40 },
      { name: 'Collaborative aspects', weightPercent: 60 },
    ]);
  });

  it('reads no criteria from a list of what the committee will use that is not scored', () => {
    expect(criteriaOf('The committee will use the following rooms:\n\n(i) Room A (40%)\n\n(ii) Room B (60%)')).toEqual(
      [],
    );
  });
});
