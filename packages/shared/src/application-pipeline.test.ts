import { describe, expect, it } from 'vitest';
import { allowedTransitions, APPLICATION_STATUSES, canTransition, transitionRefusal } from './application-pipeline';

describe('the application pipeline', () => {
  it('moves forward, decides once submitted, withdraws while open', () => {
    expect(allowedTransitions('prospect')).toEqual(['drafting', 'submitted', 'under_review', 'withdrawn']);
    expect(allowedTransitions('drafting')).toEqual(['submitted', 'under_review', 'withdrawn']);
    expect(allowedTransitions('submitted')).toEqual(['under_review', 'awarded', 'declined', 'withdrawn']);
    expect(allowedTransitions('under_review')).toEqual(['awarded', 'declined', 'withdrawn']);
  });

  it('keeps decisions and withdrawals final', () => {
    for (const final of ['awarded', 'declined', 'withdrawn'] as const) {
      expect(allowedTransitions(final)).toEqual([]);
      for (const to of APPLICATION_STATUSES) expect(canTransition(final, to)).toBe(false);
    }
  });

  it('says why a move is refused', () => {
    expect(transitionRefusal('awarded', 'drafting')).toBe(
      'An application that is awarded is final and cannot move to drafting.',
    );
    expect(transitionRefusal('drafting', 'awarded')).toBe(
      'Only a submitted application can be awarded; this one is drafting.',
    );
    expect(transitionRefusal('submitted', 'prospect')).toBe(
      'An application cannot move back from submitted to prospect.',
    );
    expect(transitionRefusal('drafting', 'drafting')).toBe('The application is already drafting.');
  });
});
