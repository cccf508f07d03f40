/** The activity module as other modules see it: recording what changed. */
export { followUserIdChange, recentActivity, recordActivity, type ActivityInput, type Actor } from './activity.service';
export { changedFields, fieldWords, sameValue } from './changes';
