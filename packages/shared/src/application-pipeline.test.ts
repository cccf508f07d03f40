import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  APPLICATION_STATUSES,
  canTransition,
  moveBackTargets,
  moveKind,
  transitionRefusal,
} from './application-pipeline';

describe('the application pipeline', () => {
  it('moves forward, decides once submitted, withdraws while open', () => {
    expect(allowedTransitions('prospect')).toEqual(['drafting', 'submitted', 'under_review', 'withdrawn']);
    expect(allowedTransitions('drafting')).toEqual(['submitted', 'under_review', 'withdrawn']);
    expect(allowedTransitions('submitted')).toEqual(['under_review', 'awarded', 'declined', 'withdrawn']);
    expect(allowedTransitions('under_review')).toEqual(['awarded', 'declined', 'withdrawn']);
  });

  it('keeps decisions and withdrawals final going forward', () => {
    for (const final of ['awarded', 'declined', 'withdrawn'] as const) {
      expect(allowedTransitions(final)).toEqual([]);
      for (const to of APPLICATION_STATUSES) expect(canTransition(final, to)).toBe(false);
    }
  });

  it('moves back to mend the record: earlier open statuses, and from a decision the other one', () => {
    expect(moveBackTargets('prospect')).toEqual([]);
    expect(moveBackTargets('submitted')).toEqual(['prospect', 'drafting']);
    expect(moveBackTargets('awarded')).toEqual(['prospect', 'drafting', 'submitted', 'under_review', 'declined']);
    expect(moveBackTargets('withdrawn')).toEqual(['prospect', 'drafting', 'submitted', 'under_review']);
    expect(moveKind('submitted', 'drafting')).toBe('back');
    expect(moveKind('submitted', 'awarded')).toBe('forward');
    expect(moveKind('declined', 'awarded')).toBe('back');
    expect(moveKind('withdrawn', 'awarded')).toBe('refused');
    expect(moveKind('drafting', 'drafting')).toBe('refused');
  });

  it('says why a move is refused', () => {
    expect(transitionRefusal('withdrawn', 'awarded')).toBe(
      'An application that is withdrawn cannot move to awarded; move it back to an open status first.',
    );
    expect(transitionRefusal('drafting', 'awarded')).toBe(
      'Only a submitted application can be awarded; this one is drafting.',
    );
    expect(transitionRefusal('drafting', 'drafting')).toBe('The application is already drafting.');
  });
});
