export * from './identity';
export * from './settings';
