export * from './identity';
export * from './settings';
export * from './organizations';
